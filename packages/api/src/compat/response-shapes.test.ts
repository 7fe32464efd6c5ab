import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../test/builders';
import { insertAdSpace, insertBreakingNews, insertFeaturedSection, insertLiveStream, insertPage, insertSeoPage } from '../../test/builders-content';
import { pngFile } from '../../test/builders-users';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { lastMessageTo, linkToken } from '../../test/identity-helpers';
import { jsonTypes, type JsonType } from '../../test/json-types';

// Issue 11, deviations 2, 3, 5, 6 and 8 and the mobile app's field rules (API.md, the last
// section): each request is written as the existing web client or the published mobile app sends
// it (GET query strings with every parameter, multipart POSTs), and each answer's JSON types are
// checked field by field, with no field missing or extra.

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let politics: number;
/** Newest first. */
const storyIds: number[] = [];
const videoIds: number[] = [];
const sections = { watch: 0, top: 0, all: [] as number[] };
const breakingIds: number[] = [];

/** JSON-LD whose text would end the script element early if it were inserted unescaped. */
const HOSTILE_MARKUP = '{"@context":"https://schema.org","@type":"NewsArticle","headline":"</script><script>alert(1)</script>"}';

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  politics = api.base.categories[0]!.id;
  for (let n = 0; n < 12; n += 1) {
    const video = n === 1 || n === 4;
    const story = await insertNews(api.deps.db, {
      languageId: en, categoryId: politics, publishedAt: new Date(Date.now() - (n + 1) * 3_600_000), totalViews: 40 - n,
      schemaMarkup: n === 0 ? HOSTILE_MARKUP : '{"@type":"NewsArticle"}',
      ...(video && { contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=abc' }),
    });
    storyIds.push(story.id);
    if (video) videoIds.push(story.id);
  }
  // Eleven sections: one more than a page of the default size.
  sections.watch = (await insertFeaturedSection(api.deps.db, { languageId: en, slug: 'watch', newsType: 'videos', videosType: 'news', styleWeb: 'style_3', styleApp: 'style_2', rowOrder: 1 })).id;
  sections.top = (await insertFeaturedSection(api.deps.db, { languageId: en, slug: 'top', styleWeb: 'style_5', rowOrder: 2 })).id;
  sections.all.push(sections.watch, sections.top);
  for (let n = 3; n <= 11; n += 1) sections.all.push((await insertFeaturedSection(api.deps.db, { languageId: en, rowOrder: n })).id);
  await insertAdSpace(api.deps.db, { languageId: en, adSpace: 'featured_section', featuredSectionId: sections.watch });

  for (let n = 0; n < 12; n += 1) {
    const item = await insertBreakingNews(api.deps.db, { languageId: en, createdAt: new Date(Date.now() - (n + 1) * 60_000), schemaMarkup: n === 0 ? HOSTILE_MARKUP : '' });
    breakingIds.push(item.id);
  }
  for (let n = 0; n < 11; n += 1) await insertLiveStream(api.deps.db, { languageId: en });
  for (let n = 0; n < 11; n += 1) await insertPage(api.deps.db, { languageId: en, pageType: 'custom' });
  await insertSeoPage(api.deps.db, { languageId: en, pageType: 'home', ogImage: 'seo/home.webp', schemaMarkup: '{"@type":"WebSite","name":"News <Today>"}' });
});
afterAll(() => api.close());

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const form = (...parts: [string, string | File][]): [string, string | File][] => [['access_key', '5670'], ...parts];

const NEWS_ITEM: Record<string, JsonType> = {
  id: 'number', language_id: 'number', category_id: 'number', subcategory_id: 'number', tag_id: 'string', location_id: 'number', title: 'string',
  slug: 'string', image: 'string', date: 'string', published_date: 'string', content_type: 'string', content_value: 'string', description: 'string',
  user_id: 'number', show_till: 'string', status: 'number', counter: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string',
  schema_markup: 'string', category: 'object', category_name: 'string', sub_category: 'object', subcategory_name: 'string', location: 'object',
  images: 'list', tag: 'list', tag_name: 'string', like: 'number', dislike: 'number', bookmark: 'number', total_like: 'number', total_dislike: 'number',
  total_bookmark: 'number', total_views: 'number', total_comment: 'number',
};

const SECTION_FIELDS: Record<string, JsonType> = {
  id: 'number', language_id: 'number', title: 'string', slug: 'string', short_description: 'string', news_type: 'string', videos_type: 'string',
  filter_type: 'string', category_ids: 'string', subcategory_ids: 'string', news_ids: 'string', style_web: 'string', style_app: 'string',
  row_order: 'number', is_based_on_user_choice: 'number', meta_title: 'string', meta_description: 'string', meta_keyword: 'string', og_image: 'string',
};

const SECTION_AD: Record<string, JsonType> = { id: 'number', ad_space: 'string', ad_image: 'string', web_ad_image: 'string', ad_url: 'string', ad_featured_section_id: 'number' };

const USER: Record<string, JsonType> = {
  id: 'number', firebase_id: 'string', name: 'string', type: 'string', email: 'string', mobile: 'string', profile: 'string', fcm_id: 'string',
  status: 'number', role: 'number', date: 'string',
};

const COMMENT: Record<string, JsonType> = {
  id: 'number', parent_id: 'number', user_id: 'number', news_id: 'number', message: 'string', status: 'number', date: 'string', total_like: 'number',
  total_dislike: 'number', like: 'string', dislike: 'string', name: 'string', profile: 'string', user: 'object', replay: 'list',
};

type Json = Record<string, unknown>;

/** A section of any list, with its items under `key`: every field typed, the ad (when placed) pointing at the section, never null. */
function expectSection(section: Json, key: 'news' | 'videos' | 'breaking_news', withAd: boolean) {
  expect(jsonTypes(section)).toEqual({ ...SECTION_FIELDS, [key]: 'list', [`${key}_total`]: 'number', ...(withAd && { ad_spaces: 'object' }) });
  if (withAd) {
    expect(jsonTypes(section.ad_spaces)).toEqual(SECTION_AD);
    expect((section.ad_spaces as Json).ad_featured_section_id).toBe(section.id);
  }
  if (key !== 'breaking_news') for (const item of section[key] as Json[]) expect(jsonTypes(item)).toEqual(NEWS_ITEM);
}

/** The JSON-LD inside a complete `<script type="application/ld+json">` element, which must hold no `<` at all. */
function jsonLdOf(markup: unknown): unknown {
  const text = String(markup);
  const opening = '<script type="application/ld+json">';
  expect(text.startsWith(opening) && text.endsWith('</script>')).toBe(true);
  const inner = text.slice(opening.length, -'</script>'.length);
  expect(inner).not.toContain('<');
  return JSON.parse(inner);
}

describe('get_featured_section_by_id (deviation 2)', () => {
  it('answers a list holding the section, as the web client reads data[0].videos, with the ad that names it', async () => {
    const { status, body } = await client.get(`get_featured_section_by_id?access_key=5670&offset=&limit=10&section_id=watch&language_id=${en}`);
    expect(status).toBe(200);
    expect(jsonTypes(body)).toEqual({ error: 'string', message: 'string', data: 'list', total: 'number' });
    expect([body.error, body.total, body.data.length]).toEqual(['false', 2, 1]);
    const [section] = body.data;
    expectSection(section, 'videos', true);
    expect(section).toMatchObject({ id: sections.watch, style_web: 'style_3', style_app: 'style_2', videos_total: 2 });
    expect(section.videos.map((item: Json) => item.id)).toEqual(videoIds);
  });

  it('answers all of a section\'s items when the mobile app sends no limit, and leaves out ad_spaces without an ad', async () => {
    const { status, body } = await client.get(`get_featured_section_by_id?access_key=5670&language_id=${en}&section_id=${sections.top}`);
    expect(status).toBe(200);
    const [section] = body.data;
    expectSection(section, 'news', false);
    expect(section).not.toHaveProperty('ad_spaces');
    // No app style chosen: the app lays it out as the web does.
    expect(section).toMatchObject({ style_app: 'style_5', news_total: 12 });
    expect(section.news.map((item: Json) => item.id)).toEqual(storyIds);
    // A limit still pages.
    const paged = await client.get(`get_featured_section_by_id?access_key=5670&language_id=${en}&section_id=top&offset=10&limit=10`);
    expect(paged.body.data[0].news.map((item: Json) => item.id)).toEqual(storyIds.slice(10));
  });
});

describe('home sections (mobile app rules, deviation 6)', () => {
  it('lists every section without a limit, each with style_app, number totals, and ad_spaces only where an ad is placed', async () => {
    const { status, body } = await client.get(`get_featured_sections?access_key=5670&language_id=${en}`);
    expect(status).toBe(200);
    expect([body.error, body.total]).toEqual(['false', 11]);
    expect(body.data.map((section: Json) => section.id)).toEqual(sections.all);
    for (const section of body.data) expectSection(section, section.id === sections.watch ? 'videos' : 'news', section.id === sections.watch);
    // The web client's own call, with an empty Bearer header when signed out and every parameter sent.
    const web = await client.get(`get_featured_sections_website?access_key=5670&language_id=${en}&offset=0&limit=20&slug=&section_id=&latitude=&longitude=`, '');
    expect(web.status).toBe(200);
    expect(web.body.data).toEqual(body.data);
  });
});

describe('lists the mobile app reads whole', () => {
  it('get_breaking_news, get_live_streaming and get_pages answer every row without a limit, and page with one', async () => {
    for (const [endpoint, rows] of [['get_breaking_news', 12], ['get_live_streaming', 11], ['get_pages', 11]] as const) {
      const all = await client.get(`${endpoint}?access_key=5670&language_id=${en}`);
      expect([endpoint, all.status, all.body.total, all.body.data.length]).toEqual([endpoint, 200, rows, rows]);
      const emptyLimit = await client.get(`${endpoint}?access_key=5670&language_id=${en}&offset=&limit=`);
      expect([endpoint, emptyLimit.body.data.length]).toEqual([endpoint, rows]);
      const paged = await client.get(`${endpoint}?access_key=5670&language_id=${en}&offset=0&limit=5`);
      expect([endpoint, paged.body.total, paged.body.data.length]).toEqual([endpoint, rows, 5]);
    }
  });
});

describe('schema_markup and SEO pages (deviation 8)', () => {
  it('answers schema_markup as the complete script element on news, breaking news and SEO pages, the JSON inside escaped', async () => {
    const news = await client.get(`get_news?access_key=5670&offset=0&limit=1&get_user_news=&search=&language_id=${en}`);
    expect(news.body.data[0].id).toBe(storyIds[0]);
    expect(jsonLdOf(news.body.data[0].schema_markup)).toEqual(JSON.parse(HOSTILE_MARKUP));
    const breaking = await client.get(`get_breaking_news?access_key=5670&language_id=${en}&offset=0&limit=2`);
    expect(jsonLdOf(breaking.body.data[0].schema_markup)).toEqual(JSON.parse(HOSTILE_MARKUP));
    // No markup stored: "" (text is never null), not an empty element.
    expect(breaking.body.data[1].schema_markup).toBe('');
    const seo = await client.get(`get_web_seo_pages?access_key=5670&language_id=${en}&type=home`);
    expect(jsonLdOf(seo.body.data[0].schema_markup)).toEqual({ '@type': 'WebSite', name: 'News <Today>' });
  });

  it('get_web_seo_pages items carry image, the same URL as og_image', async () => {
    const { status, body } = await client.get(`get_web_seo_pages?access_key=5670&language_id=${en}&type=home`);
    expect(status).toBe(200);
    expect(jsonTypes(body.data[0])).toEqual({
      id: 'number', language_id: 'number', page_type: 'string', og_image: 'string', image: 'string', meta_title: 'string', meta_description: 'string',
      meta_keyword: 'string', schema_markup: 'string',
    });
    expect(body.data[0].image).toBe('http://news.test/media/seo/home.webp');
    expect(body.data[0].image).toBe(body.data[0].og_image);
  });
});

describe('the reader\'s account (deviation 3, mobile app rules)', () => {
  it('get_user_by_id answers user_category as a list: [] before any choice, then one comma string', async () => {
    const reader = await api.signedInUser();
    const before = await client.get('get_user_by_id?access_key=5670&user_id=', reader.token);
    expect(before.status).toBe(200);
    expect(jsonTypes(before.body.data)).toEqual({ ...USER, user_category: 'list' });
    expect(before.body.data.user_category).toEqual([]);
    const [first, second] = api.base.categories;
    await client.postMultipart('set_user_category', form(['user_id', String(reader.id)], ['category_id', `${second!.id},${first!.id}`]), reader.token);
    const after = await client.get(`get_user_by_id?access_key=5670&user_id=${reader.id}`, reader.token);
    expect(after.body.data.user_category).toEqual([{ category_id: `${first!.id},${second!.id}` }]);
    // What clients do with it.
    expect(after.body.data.user_category.map((choice: { category_id: string }) => choice.category_id.split(',').map(Number))).toEqual([[first!.id, second!.id]]);
  });

  it('user_signup marks a new account with is_login "1" and leaves the key out for a returning reader', async () => {
    // The built-in identity service proves the reader, as Firebase does for the existing clients.
    const reader = { email: 'compat.shapes@example.com', password: 'Quiet-Harbour-42' };
    await client.postMultipart('identity_email_signup', form(['email', reader.email], ['password', reader.password]));
    const verified = await client.postMultipart('identity_verify_email', form(['token', linkToken(await lastMessageTo(api, reader.email))]));
    const uid: string = verified.body.data.uid;
    const signUp = (idToken: string) =>
      client.postMultipart(
        'user_signup',
        form(['firebase_id', uid], ['id_token', idToken], ['name', 'Compat Reader'], ['email', reader.email], ['mobile', ''], ['type', 'email'], ['profile', ''], ['status', '1'], ['fcm_id', 'fcm-compat']),
      );
    const created = await signUp(verified.body.data.id_token);
    expect(created.status).toBe(200);
    expect(jsonTypes(created.body.data)).toEqual({ ...USER, is_login: 'string', token: 'string' });
    expect(created.body.data.is_login).toBe('1');
    expect(created.body.data.date).toMatch(DATE_TIME);

    const signIn = await client.postMultipart('identity_email_signin', form(['email', reader.email], ['password', reader.password]));
    const returning = await signUp(signIn.body.data.id_token);
    expect(returning.status).toBe(200);
    expect(jsonTypes(returning.body.data)).toEqual({ ...USER, token: 'string' });
    expect(returning.body.data.id).toBe(created.body.data.id);
  });

  it('update_profile (multipart, with a picture) also answers the picture as a top-level profile', async () => {
    const reader = await api.signedInUser();
    const { status, body } = await client.postMultipart('update_profile', form(['user_id', String(reader.id)], ['name', 'Pictured'], ['mobile', ''], ['email', ''], ['profile', await pngFile(64, 64)]), reader.token);
    expect(status).toBe(200);
    expect(jsonTypes(body)).toEqual({ error: 'string', message: 'string', data: 'object', profile: 'string' });
    expect(jsonTypes(body.data)).toEqual({ ...USER, user_category: 'list' });
    expect(body.profile).toMatch(/^http:\/\/news\.test\/media\/profiles\/[\w-]+\.webp$/);
    expect(body.profile).toBe(body.data.profile);
  });
});

describe('bookmarks (deviation 5)', () => {
  it('get_bookmark items carry news_id, with which the web client removes the bookmark', async () => {
    const reader = await api.signedInUser();
    for (const id of [storyIds[2]!, storyIds[3]!]) await client.postMultipart('set_bookmark', form(['news_id', String(id)], ['status', '1']), reader.token);
    const { status, body } = await client.get(`get_bookmark?access_key=5670&language_id=${en}&offset=0&limit=`, reader.token);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    for (const element of body.data) {
      expect(jsonTypes(element)).toEqual({ ...NEWS_ITEM, news_id: 'number' });
      expect(element.news_id).toBe(element.id);
    }
    for (const element of body.data) {
      const removed = await client.postMultipart('set_bookmark', form(['news_id', String(element.news_id)], ['status', '0']), reader.token);
      expect(removed.status).toBe(200);
    }
    const after = await client.get(`get_bookmark?access_key=5670&language_id=${en}&offset=0&limit=10`, reader.token);
    expect(after.body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });
});

describe('news items for the mobile app', () => {
  it('answer counter as a string (the views) in get_news', async () => {
    const { body } = await client.get(`get_news?access_key=5670&offset=0&limit=3&language_id=${en}&category_id=&subcategory_id=&tag_id=`);
    for (const item of body.data) expect(jsonTypes(item)).toEqual(NEWS_ITEM);
    expect(body.data.map((item: Json) => item.counter)).toEqual(['40', '39', '38']);
  });
});

describe('comments (mobile app rules)', () => {
  it('set_comment answers the story\'s top-level comment count as total, and every reply carries its author as user{}', async () => {
    const story = storyIds[5]!;
    const author = await api.signedInUser({ name: 'Author' });
    const replier = await api.signedInUser({ name: 'Replier', profile: 'https://photos.example.com/r.jpg' });
    const post = (token: string, userId: number, parentId: number, message: string) =>
      client.postMultipart('set_comment', form(['user_id', String(userId)], ['parent_id', String(parentId)], ['news_id', String(story)], ['message', message], ['language_id', String(en)]), token);

    const first = await post(author.token, author.id, 0, 'First!');
    expect(first.status).toBe(200);
    // total_comment is an addition (every comment shown, replies included); the rest is as the apps know it.
    expect(jsonTypes(first.body)).toEqual({ error: 'string', message: 'string', data: 'list', total: 'number', total_comment: 'number' });
    expect(first.body.total).toBe(1);
    const second = await post(author.token, author.id, 0, 'Second');
    expect(second.body.total).toBe(2);
    // A reply is no new top-level comment.
    const topId = second.body.data[1].id;
    const reply = await post(replier.token, replier.id, topId, 'A reply');
    expect(reply.body.total).toBe(2);

    const thread = reply.body.data.find((comment: Json) => comment.id === topId);
    expect(jsonTypes(thread)).toEqual(COMMENT);
    expect(thread.user).toEqual({ id: author.id, name: 'Author', profile: '' });
    expect(thread.replay).toHaveLength(1);
    const [answer] = thread.replay;
    expect(jsonTypes(answer)).toEqual(COMMENT);
    expect(answer).toMatchObject({ parent_id: topId, like: '0', dislike: '0', replay: [] });
    expect(answer.user).toEqual({ id: replier.id, name: 'Replier', profile: 'https://photos.example.com/r.jpg' });
    for (const comment of [thread, answer]) expect(comment.date).toMatch(DATE_TIME);
  });
});
