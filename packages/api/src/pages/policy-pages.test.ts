import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPage } from '../../test/builders-content';
import { insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
// Anonymous reads are cached for 30 s; each test must see the rows it just wrote.
beforeEach(() => api.deps.cache.clear());

const NO_PAGE = { id: 0, title: '', page_content: '' };

describe('get_policy_pages', () => {
  it('answers data {} with the privacy policy and terms at the top of the envelope, content sanitized', async () => {
    const { languageId } = await insertNewsWorld(api.deps.db);
    await insertPage(api.deps.db, { languageId, pageType: 'about-us', title: 'About' });
    const privacy = await insertPage(api.deps.db, { languageId, pageType: 'privacy-policy', title: 'Privacy', pageContent: '<p>We keep little.</p><script>alert(1)</script><img src="x" onerror="steal()">' });
    const terms = await insertPage(api.deps.db, { languageId, pageType: 'terms-condition', title: 'Terms', pageContent: '<p>Be kind.</p>' });
    await insertPage(api.deps.db, { languageId, pageType: 'privacy-policy', title: 'Second privacy page' });

    const { status, body } = await api.call('get_policy_pages', { language_id: languageId });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: 'false',
      message: 'Policy pages fetched successfully',
      data: {},
      privacy_policy: { id: privacy.id, title: 'Privacy', page_content: '<p>We keep little.</p><img src="x" />' },
      terms_policy: { id: terms.id, title: 'Terms', page_content: '<p>Be kind.</p>' },
    });
  });

  it('keeps the shape, empty, for a page the language lacks or has unpublished', async () => {
    const { languageId } = await insertNewsWorld(api.deps.db);
    const terms = await insertPage(api.deps.db, { languageId, pageType: 'terms-condition', title: 'Terms' });
    await insertPage(api.deps.db, { languageId, pageType: 'privacy-policy', title: 'Draft privacy', status: 0 });
    const { body } = await api.call('get_policy_pages', { language_id: languageId });
    expect(body).toMatchObject({ error: 'false', data: {}, privacy_policy: NO_PAGE, terms_policy: { id: terms.id, title: 'Terms' } });
    const none = await insertNewsWorld(api.deps.db);
    expect((await api.call('get_policy_pages', { language_id: none.languageId })).body).toMatchObject({ error: 'false', privacy_policy: NO_PAGE, terms_policy: NO_PAGE });
  });

  it('answers the default language without language_id or with it empty; 400, 404 and 401 for bad calls', async () => {
    const privacy = await insertPage(api.deps.db, { languageId: api.base.en.id, pageType: 'privacy-policy', title: 'English privacy' });
    const english = await api.call('get_policy_pages', { language_id: api.base.en.id });
    expect(english.body.privacy_policy).toMatchObject({ id: privacy.id, title: 'English privacy' });
    expect(await api.call('get_policy_pages')).toEqual(english);
    expect(await api.call('get_policy_pages', { language_id: '' })).toEqual(english);
    const malformed = await api.call('get_policy_pages', { language_id: 'fr' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'language_id must be a whole number']);
    const unknown = await api.call('get_policy_pages', { language_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Language not found']);
    expect((await api.call('get_policy_pages', {}, { accessKey: 'wrong' })).status).toBe(401);
  });
});
