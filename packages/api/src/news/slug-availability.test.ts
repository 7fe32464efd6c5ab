import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews, type NewsValues } from '../../test/builders';
import { imageFile } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';
import { ROLES } from '@newsroom/contract/roles';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const check = (token: string, params: Record<string, string | number>) => api.call('check_slug_availability', { language_id: api.base.en.id, ...params }, { token });
const story = (values: NewsValues = {}) => insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });

describe('check_slug_availability', () => {
  it('answers "Slug is available" for a free slug and 409 "Slug already used" for a taken one, as set_news then decides', async () => {
    const author = await api.signedInUser({ role: ROLES.author });
    const taken = await story({ slug: 'city-council-vote' });
    const free = await check(author.token, { slug: 'city-council-budget' });
    expect(free).toEqual({ status: 200, body: { error: 'false', message: 'Slug is available', data: { slug: 'city-council-budget' } } });
    const used = await check(author.token, { slug: taken.slug });
    expect(used).toEqual({ status: 409, body: { error: 'true', message: 'Slug already used', data: [] } });

    // set_news agrees with both answers.
    const image = await imageFile('png');
    const create = (slug: string) =>
      api.call('set_news', { action_type: 1, category_id: api.base.categories[0]!.id, title: 'Council', content_type: 'standard_post', language_id: api.base.en.id, slug }, { token: author.token, files: { image } });
    expect((await create(taken.slug)).status).toBe(409);
    expect((await create('city-council-budget')).status).toBe(200);
    expect((await check(author.token, { slug: 'city-council-budget' })).status).toBe(409);
  });

  it('counts slugs in every language and of news readers cannot see, since set_news refuses them too', async () => {
    const author = await api.signedInUser();
    const arabic = await insertNews(api.deps.db, { languageId: api.base.ar.id, categoryId: api.base.arCategory.id, slug: 'خبر-عاجل' }, { languageCode: 'ar' });
    const waiting = await story({ status: 0 });
    const expired = await story({ showTill: '2001-01-01' });
    for (const slug of [arabic.slug, waiting.slug, expired.slug]) expect((await check(author.token, { slug })).status, slug).toBe(409);
    // In the language of the call (i18n/message-catalog.ts).
    expect((await check(author.token, { slug: 'خبر-جديد', language_id: api.base.ar.id })).body.message).toBe('المعرّف النصي (slug) متاح');
  });

  it('lets an author keep the slug of the story being edited (news_id, an id or a slug), and no other', async () => {
    const author = await api.signedInUser();
    const mine = await story({ userId: author.id });
    const theirs = await story({ userId: (await api.signedInUser()).id });
    expect((await check(author.token, { slug: mine.slug })).status).toBe(409);
    for (const newsId of [mine.id, mine.slug]) {
      expect((await check(author.token, { slug: mine.slug, news_id: newsId })).body.message).toBe('Slug is available');
      expect((await check(author.token, { slug: theirs.slug, news_id: newsId })).status).toBe(409);
    }
    const foreign = await check(author.token, { slug: theirs.slug, news_id: theirs.id });
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Only the author may edit this news']);
    const unknown = await check(author.token, { slug: 'anything-new', news_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'News not found']);
    // An empty news_id, as clients send unset parameters, is a new story.
    expect((await check(author.token, { slug: mine.slug, news_id: '' })).status).toBe(409);
  });

  it('refuses a missing or malformed slug with 400, an unknown language with 404, no token with 401, another user_id with 403', async () => {
    const reader = await api.signedInUser();
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'slug is required'],
      [{ slug: '' }, 'slug is required'],
      [{ slug: 'Capital Letters' }, 'slug must contain only lower-case letters, digits and dashes'],
      [{ slug: 'trailing-' }, 'slug must contain only lower-case letters, digits and dashes'],
      [{ slug: 'a'.repeat(201) }, 'slug must be at most 200 characters'],
      [{ slug: 'fine', language_id: 'en' }, 'language_id must be a whole number'],
      [{ slug: 'fine', news_id: 'Not A Slug' }, 'news_id must be an id or a slug'],
    ];
    for (const [params, message] of cases) {
      const answer = await api.call('check_slug_availability', params, { token: reader.token });
      expect([answer.status, answer.body.message], JSON.stringify(params)).toEqual([400, message]);
    }
    const unknownLanguage = await check(reader.token, { slug: 'fine', language_id: 999_999 });
    expect([unknownLanguage.status, unknownLanguage.body.message]).toEqual([404, 'Language not found']);
    expect((await check(reader.token, { slug: 'fine', language_id: '' })).body.message).toBe('Slug is available');
    const anonymous = await api.call('check_slug_availability', { slug: 'fine', language_id: api.base.en.id });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'true']);
    expect((await check(reader.token, { slug: 'fine', user_id: reader.id + 1 })).status).toBe(403);
    expect((await api.call('check_slug_availability', { slug: 'fine' }, { token: reader.token, accessKey: 'wrong' })).status).toBe(401);
  });
});
