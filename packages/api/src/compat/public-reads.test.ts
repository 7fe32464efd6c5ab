import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment, insertNews } from '../../test/builders';
import { insertNotification } from '../../test/builders-comments';
import { insertAdSpace, insertBreakingNews, insertLiveStream, insertPage } from '../../test/builders-content';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { jsonTypes, type JsonType } from '../../test/json-types';

// The public reads and counters of API.md that no other compat file calls, sent as the existing
// clients send them: GET query strings with every parameter (empty when unset) and an empty
// `Bearer ` header when signed out, or multipart POSTs; each answer's JSON types are checked
// field by field against API.md (no field missing or extra where API.md lists them all).

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let politics: { id: number; subcategories: { id: number }[] };
const ids = { story: 0, breaking: 0, comment: 0, reply: 0 };

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  politics = api.base.categories[0]!;
  const story = await insertNews(api.deps.db, { languageId: en, categoryId: politics.id, slug: 'harbour-reopens' });
  ids.story = story.id;
  ids.breaking = (await insertBreakingNews(api.deps.db, { languageId: en, slug: 'storm-warning' })).id;
  const author = await api.signedInUser({ name: 'Ada', profile: 'https://photos.example.com/ada.jpg' });
  ids.comment = (await insertComment(api.deps.db, { newsId: story.id, userId: author.id, message: 'Boats & <b>bold</b>' })).id;
  ids.reply = (await insertComment(api.deps.db, { newsId: story.id, userId: author.id, parentId: ids.comment, message: 'A reply' })).id;
  await insertNotification(api, { title: 'Storm', newsId: story.id, categoryId: politics.id, type: 'category' });
  await insertNotification(api, { title: 'Hello' });
  await insertLiveStream(api.deps.db, { languageId: en });
  await insertPage(api.deps.db, { languageId: en, pageType: 'about-us', slug: 'about-us' });
  await insertAdSpace(api.deps.db, { languageId: en, adSpace: 'news_details-top' });
  await insertAdSpace(api.deps.db, { languageId: en, adSpace: 'news_details-bottom' });
});
afterAll(() => api.close());

type Json = Record<string, unknown>;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const form = (...parts: [string, string][]): [string, string][] => [['access_key', '5670'], ...parts];

/** A list answer of API.md: `error` "false", a list, a number total. */
function expectList(body: Json, rows: number) {
  expect(jsonTypes(body)).toMatchObject({ error: 'string', message: 'string', data: 'list', total: 'number' });
  expect([body.error, (body.data as unknown[]).length, body.total]).toEqual(['false', rows, rows]);
  return body.data as Json[];
}

const LANGUAGE: Record<string, JsonType> = { id: 'number', language: 'string', code: 'string', status: 'number', isRTL: 'string', image: 'string', display_name: 'string' };

describe('languages and settings', () => {
  it('get_languages_list: numbers for id, "0"/"1" for isRTL, and default_language beside data', async () => {
    const { status, body } = await client.get('get_languages_list?access_key=5670', '');
    expect(status).toBe(200);
    for (const language of expectList(body, 2)) expect(jsonTypes(language)).toEqual(LANGUAGE);
    expect(jsonTypes(body.default_language)).toEqual(LANGUAGE);
    expect(body.data.map((language: Json) => [language.code, language.isRTL])).toEqual([['en', '0'], ['ar', '1']]);
    expect(await client.postMultipart('get_languages_list', form())).toEqual({ status, body });
  });

  it('get_settings: every *_mode a "0"/"1" string, the web settings and social links typed', async () => {
    const { status, body } = await client.get('get_settings?access_key=5670&type=', '');
    expect(status).toBe(200);
    const data = body.data as Json;
    for (const mode of ['category_mode', 'subcategory_mode', 'breaking_news_mode', 'live_streaming_mode', 'comments_mode', 'location_news_mode', 'auto_delete_expire_news_mode']) {
      expect([mode, data[mode]]).toEqual([mode, expect.stringMatching(/^[01]$/)]);
    }
    expect(jsonTypes(data)).toMatchObject({ nearest_location_measure: expect.stringMatching(/^(string|number)$/), system_timezone: 'string', default_language: 'object', web_setting: 'object', social_media: 'list' });
    expect(jsonTypes(data.default_language)).toEqual(LANGUAGE);
    expect(jsonTypes(data.web_setting)).toMatchObject({ web_name: 'string', web_color_code: 'string', web_footer_description: 'string', web_header_logo: 'string', web_footer_logo: 'string', web_placeholder_image: 'string' });
    for (const link of data.social_media as Json[]) expect(jsonTypes(link)).toEqual({ id: 'number', image: 'string', link: 'string' });
    expect((await client.postMultipart('get_settings', form(['type', '']))).body).toEqual(body);
  });
});

describe('categories, tags and locations', () => {
  it('get_subcategory_by_category: each with its category, from a GET and a form', async () => {
    const { status, body } = await client.get(`get_subcategory_by_category?access_key=5670&category_id=${politics.id}&language_id=${en}`, '');
    expect(status).toBe(200);
    for (const sub of expectList(body, 2)) {
      expect(jsonTypes(sub)).toEqual({ id: 'number', language_id: 'number', category_id: 'number', subcategory_name: 'string', slug: 'string', image: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string', category: 'object' });
      expect(jsonTypes(sub.category)).toMatchObject({ id: 'number', category_name: 'string' });
    }
    expect((await client.postMultipart('get_subcategory_by_category', form(['category_id', String(politics.id)], ['language_id', String(en)]))).body).toEqual(body);
  });

  it('get_tag with empty paging and slug, and by slug', async () => {
    const { status, body } = await client.get(`get_tag?access_key=5670&language_id=${en}&slug=&offset=&limit=`, '');
    expect(status).toBe(200);
    for (const tag of expectList(body, 2)) {
      expect(jsonTypes(tag)).toEqual({ id: 'number', language_id: 'number', tag_name: 'string', slug: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string', og_image: 'string' });
    }
    const one = await client.get(`get_tag?access_key=5670&language_id=${en}&slug=elections&offset=0&limit=10`);
    expect(one.body.data.map((tag: Json) => tag.slug)).toEqual(['elections']);
  });

  it('get_location with empty paging: numbers for the coordinates', async () => {
    const { status, body } = await client.get('get_location?access_key=5670&offset=&limit=', '');
    expect(status).toBe(200);
    for (const location of expectList(body, 2)) expect(jsonTypes(location)).toEqual({ id: 'number', location_name: 'string', latitude: 'number', longitude: 'number' });
    expect((await client.postMultipart('get_location', form(['offset', '0'], ['limit', '10']))).body).toEqual(body);
  });
});

describe('live streams and pages', () => {
  it('get_live_streaming with empty paging: every field typed, type url_youtube or url_other', async () => {
    const { status, body } = await client.get(`get_live_streaming?access_key=5670&language_id=${en}&offset=&limit=`, '');
    expect(status).toBe(200);
    for (const stream of expectList(body, 1)) {
      expect(jsonTypes(stream)).toEqual({ id: 'number', language_id: 'number', title: 'string', image: 'string', type: 'string', url: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string' });
      expect(['url_youtube', 'url_other']).toContain(stream.type);
    }
  });

  it('get_pages with an empty slug, and by slug: every field typed', async () => {
    const { status, body } = await client.get(`get_pages?access_key=5670&language_id=${en}&slug=`, '');
    expect(status).toBe(200);
    const PAGE_TEXT = { id: 'number', language_id: 'number', title: 'string', page_type: 'string', slug: 'string', page_content: 'string', page_icon: 'string', og_image: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string' };
    for (const page of expectList(body, 1)) {
      expect(Object.keys(page).sort()).toEqual([...Object.keys(PAGE_TEXT), 'is_custom', 'is_termspolicy', 'is_privacypolicy'].sort());
      expect(jsonTypes(page)).toMatchObject(PAGE_TEXT);
      for (const flag of ['is_custom', 'is_termspolicy', 'is_privacypolicy']) expect([flag, String(page[flag])]).toEqual([flag, expect.stringMatching(/^[01]$/)]);
    }
    const bySlug = await client.postMultipart('get_pages', form(['language_id', String(en)], ['slug', 'about-us']));
    expect(bySlug.body.data).toEqual(body.data);
  });
});

describe('ads and notifications', () => {
  it('get_ad_space_news_details: the top and bottom ads as objects with their position', async () => {
    const { status, body } = await client.get(`get_ad_space_news_details?access_key=5670&language_id=${en}`, '');
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    const AD = { id: 'number', ad_space: 'string', ad_image: 'string', web_ad_image: 'string', ad_url: 'string', position: 'string' };
    expect(jsonTypes(body.data.ad_spaces_top)).toMatchObject(AD);
    expect(jsonTypes(body.data.ad_spaces_bottom)).toMatchObject(AD);
    expect([body.data.ad_spaces_top.position, body.data.ad_spaces_bottom.position]).toEqual(['top', 'bottom']);
    expect((await client.postMultipart('get_ad_space_news_details', form(['language_id', String(en)]))).body).toEqual(body);
  });

  it('get_notification: category_id a string ("0" when none), dates DateTime.parse reads, news and category objects', async () => {
    const { status, body } = await client.get(`get_notification?access_key=5670&language_id=${en}&offset=&limit=`, '');
    expect(status).toBe(200);
    const items = expectList(body, 2);
    for (const item of items) {
      expect(jsonTypes(item)).toEqual({
        id: 'number', language_id: 'number', category_id: 'string', subcategory_id: 'number', news_id: 'number', title: 'string', message: 'string',
        type: 'string', image: 'string', date_sent: 'string', news: 'object', category: 'object',
      });
      expect(item.date_sent).toMatch(DATE_TIME);
      expect(jsonTypes(item.news)).toMatchObject({ id: 'number', title: 'string', slug: 'string' });
      expect(jsonTypes(item.category)).toMatchObject({ id: 'number', category_name: 'string' });
    }
    expect(items.map((item) => [item.type, item.category_id])).toEqual(expect.arrayContaining([['default', '0'], ['category', String(politics.id)]]));
  });
});

describe('comments of a story, signed out', () => {
  it('get_comment_by_news by id or slug: like/dislike "0"/"1" strings, the author nested and flat, replies in replay', async () => {
    for (const newsId of [String(ids.story), 'harbour-reopens']) {
      const { status, body } = await client.get(`get_comment_by_news?access_key=5670&news_id=${newsId}&offset=&limit=`, '');
      expect(status).toBe(200);
      const [comment] = expectList(body, 1);
      const COMMENT = {
        id: 'number', parent_id: 'number', user_id: 'number', news_id: 'number', message: 'string', status: 'number', date: 'string', total_like: 'number',
        total_dislike: 'number', like: 'string', dislike: 'string', name: 'string', profile: 'string', user: 'object', replay: 'list',
      };
      expect(jsonTypes(comment)).toEqual(COMMENT);
      expect(comment).toMatchObject({ id: ids.comment, parent_id: 0, like: '0', dislike: '0', name: 'Ada', message: 'Boats &amp; &lt;b&gt;bold&lt;/b&gt;' });
      expect(comment!.date).toMatch(DATE_TIME);
      expect(jsonTypes(comment!.user)).toEqual({ id: 'number', name: 'string', profile: 'string' });
      const [reply] = comment!.replay as Json[];
      expect(jsonTypes(reply)).toEqual(COMMENT);
      expect(reply).toMatchObject({ id: ids.reply, parent_id: ids.comment, replay: [] });
    }
  });
});

describe('view counters', () => {
  it('set_news_view and set_breaking_news_view, as multipart posts with a slug or an id, count once per visitor', async () => {
    const first = await client.postMultipart('set_news_view', form(['news_id', 'harbour-reopens']), '');
    expect(first.status).toBe(200);
    expect(jsonTypes(first.body.data)).toEqual({ news_id: 'number', total_views: 'number', counted: 'number' });
    expect(first.body.data).toMatchObject({ news_id: ids.story, counted: 1 });
    expect((await client.postMultipart('set_news_view', form(['news_id', String(ids.story)]), '')).body.data).toMatchObject({ counted: 0, total_views: first.body.data.total_views });

    const breaking = await client.postMultipart('set_breaking_news_view', form(['breaking_news_id', 'storm-warning']), '');
    expect(breaking.status).toBe(200);
    expect(jsonTypes(breaking.body.data)).toEqual({ breaking_news_id: 'number', total_views: 'number', counted: 'number' });
    expect(breaking.body.data).toMatchObject({ breaking_news_id: ids.breaking, counted: 1 });
  });
});

describe('push devices', () => {
  it('register_token as a multipart post, signed out (empty Bearer) and signed in, with empty coordinates', async () => {
    const token = `fcm${'x'.repeat(60)}`;
    const signedOut = await client.postMultipart('register_token', form(['language_id', String(en)], ['token', token], ['latitude', ''], ['longitude', '']), '');
    expect(signedOut.status).toBe(200);
    expect(jsonTypes(signedOut.body)).toMatchObject({ error: 'string', message: 'string' });
    expect(signedOut.body.error).toBe('false');
    const reader = await api.signedInUser();
    const signedIn = await client.postMultipart('register_token', form(['language_id', String(en)], ['token', token], ['latitude', '48.85'], ['longitude', '2.35']), reader.token);
    expect([signedIn.status, signedIn.body.error]).toEqual([200, 'false']);
  });
});
