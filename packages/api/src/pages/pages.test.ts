import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPage, insertSeoPage } from '../../test/builders-content';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let about: Awaited<ReturnType<typeof insertPage>>;

beforeAll(async () => {
  api = await createTestApi();
  const languageId = api.base.en.id;
  about = await insertPage(api.deps.db, {
    languageId,
    pageType: 'about-us',
    slug: 'about-us',
    title: 'About us',
    pageContent: '<h2>Who we are</h2><p onclick="steal()">Reporters.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">site</a>',
    pageIcon: 'pages/about.webp',
    metaTitle: 'About',
  });
  await insertPage(api.deps.db, { languageId, pageType: 'privacy-policy', slug: 'privacy-policy' });
  await insertPage(api.deps.db, { languageId, pageType: 'terms-condition', slug: 'terms' });
  await insertPage(api.deps.db, { languageId, pageType: 'custom', slug: 'careers' });
  await insertPage(api.deps.db, { languageId, pageType: 'custom', slug: 'draft-page', status: 0 });
  await insertSeoPage(api.deps.db, { languageId, pageType: 'home', ogImage: 'seo/home.webp', metaDescription: 'Latest news', schemaMarkup: '{"@type":"WebSite"}' });
});
afterAll(() => api.close());

describe('get_pages', () => {
  it('lists the published pages of a language with sanitized content and 0/1 number flags', async () => {
    const { status, body } = await api.call('get_pages', { language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    expect(body.total).toBe(4);
    expect(body.data[0]).toEqual({
      id: about.id,
      language_id: api.base.en.id,
      title: 'About us',
      page_type: 'about-us',
      slug: 'about-us',
      page_content: '<h2>Who we are</h2><p>Reporters.</p><a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
      page_icon: 'http://news.test/media/pages/about.webp',
      og_image: '',
      meta_title: 'About',
      meta_description: '',
      meta_keyword: '',
      is_custom: 0,
      is_termspolicy: 0,
      is_privacypolicy: 0,
    });
    const flags = Object.fromEntries(
      body.data.map((page: { slug: string; is_custom: number; is_termspolicy: number; is_privacypolicy: number }) => [page.slug, [page.is_custom, page.is_termspolicy, page.is_privacypolicy]]),
    );
    expect(flags).toEqual({ 'about-us': [0, 0, 0], 'privacy-policy': [0, 0, 1], terms: [0, 1, 0], careers: [1, 0, 0] });
  });

  it('picks one page by slug; unknown or unpublished slugs are 404', async () => {
    const { body } = await api.call('get_pages', { slug: 'careers' });
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ slug: 'careers', page_type: 'custom', is_custom: 1 });
    for (const slug of ['no-such-page', 'draft-page']) {
      const missing = await api.call('get_pages', { slug });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Page not found');
    }
  });

  it('answers No Data Found for a language without pages', async () => {
    const { status, body } = await api.call('get_pages', { language_id: api.base.ar.id });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('validates its parameters and the access key', async () => {
    expect((await api.call('get_pages', { language_id: 'x' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_pages', { language_id: 999 })).status).toBe(404);
    expect((await api.call('get_pages', { slug: '../etc' })).status).toBe(400);
    expect((await api.call('get_pages', {}, { accessKey: 'bad' })).status).toBe(401);
  });
});

describe('get_web_seo_pages', () => {
  it('answers the SEO fields of one screen', async () => {
    const { status, body } = await api.call('get_web_seo_pages', { language_id: api.base.en.id, type: 'home' });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: 'false',
      message: 'SEO pages fetched successfully',
      total: 1,
      data: [
        {
          id: expect.any(Number),
          language_id: api.base.en.id,
          page_type: 'home',
          og_image: 'http://news.test/media/seo/home.webp',
          // The same URL under the name existing clients read.
          image: 'http://news.test/media/seo/home.webp',
          meta_title: 'SEO home',
          meta_description: 'Latest news',
          meta_keyword: '',
          schema_markup: '<script type="application/ld+json">{"@type":"WebSite"}</script>',
        },
      ],
    });
  });

  it('answers No Data Found for a screen without SEO fields', async () => {
    const { status, body } = await api.call('get_web_seo_pages', { type: 'video_news' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('needs a known type, a valid language and the access key', async () => {
    const missing = await api.call('get_web_seo_pages');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('type is required');
    const wrong = await api.call('get_web_seo_pages', { type: 'admin' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^type must be one of home, all_categories/);
    expect((await api.call('get_web_seo_pages', { type: 'home', language_id: 999 })).status).toBe(404);
    expect((await api.call('get_web_seo_pages', { type: 'home' }, { accessKey: 'bad' })).status).toBe(401);
  });
});
