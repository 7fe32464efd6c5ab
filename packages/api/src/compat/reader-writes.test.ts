import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@newsroom/contract/roles';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { imageFile } from '../../test/builders-news';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { jsonTypes, type JsonType } from '../../test/json-types';

// The reader's writes of API.md that no other compat file sends, as the existing clients send
// them: multipart POSTs (the mobile app sends every write so), `user_id` beside the token, the
// gallery as `ofile[0]`, `ofile[1]`, … and GET reads with every parameter. Each answer's JSON
// types are checked field by field against API.md.

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let storyId = 0;

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  api.deps.config.postRatePerMinute = 1000;
  client = existingClient(api);
  en = api.base.en.id;
  storyId = (await insertNews(api.deps.db, { languageId: en, categoryId: api.base.categories[0]!.id, slug: 'tram-line-opens' })).id;
});
afterAll(() => api.close());

type Json = Record<string, unknown>;
type Parts = [string, string | File][];
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const form = (...parts: Parts): Parts => [['access_key', '5670'], ...parts];

const COMMENT: Record<string, JsonType> = {
  id: 'number', parent_id: 'number', user_id: 'number', news_id: 'number', message: 'string', status: 'number', date: 'string', total_like: 'number',
  total_dislike: 'number', like: 'string', dislike: 'string', name: 'string', profile: 'string', user: 'object', replay: 'list',
};

/** A success that answers `data: []` (deletions, a report). */
function expectDone(answer: { status: number; body: Json }) {
  expect([answer.status, answer.body.error, answer.body.data]).toEqual([200, 'false', []]);
  expect(typeof answer.body.message).toBe('string');
}

async function comment(reader: { id: number; token: string }, message: string, parentId = 0): Promise<number> {
  const { body } = await client.postMultipart(
    'set_comment',
    form(['user_id', String(reader.id)], ['parent_id', String(parentId)], ['news_id', String(storyId)], ['message', message], ['language_id', String(en)]),
    reader.token,
  );
  const all = [...body.data, ...body.data.flatMap((item: Json) => item.replay as Json[])] as Json[];
  return all.find((item) => item.message === message)!.id as number;
}

describe('comment reactions, reports and removal', () => {
  it('set_comment_like_dislike answers the refreshed list with the caller\'s like as "1"', async () => {
    const author = await api.signedInUser({ name: 'Author' });
    const reader = await api.signedInUser({ name: 'Reader' });
    const commentId = await comment(author, 'Liked comment');
    const { status, body } = await client.postMultipart('set_comment_like_dislike', form(['user_id', String(reader.id)], ['comment_id', String(commentId)], ['status', '1'], ['language_id', String(en)]), reader.token);
    expect(status).toBe(200);
    // total_comment is an addition (every comment shown, replies included); the rest is as the apps know it.
    expect(jsonTypes(body)).toEqual({ error: 'string', message: 'string', data: 'list', total: 'number', total_comment: 'number' });
    const liked = (body.data as Json[]).find((item) => item.id === commentId)!;
    expect(jsonTypes(liked)).toEqual(COMMENT);
    expect(liked).toMatchObject({ like: '1', dislike: '0', total_like: 1 });
  });

  it('set_flag reports once (409 the second time); delete_comment removes the author\'s own, 403 for another\'s', async () => {
    const author = await api.signedInUser();
    const reader = await api.signedInUser();
    const commentId = await comment(author, 'Flag me');
    const flag = () => client.postMultipart('set_flag', form(['user_id', String(reader.id)], ['comment_id', String(commentId)], ['news_id', String(storyId)], ['message', 'Spam']), reader.token);
    expectDone(await flag());
    expect([(await flag()).status, (await flag()).body.error]).toEqual([409, 'true']);

    expect((await client.postMultipart('delete_comment', form(['user_id', String(reader.id)], ['comment_id', String(commentId)]), reader.token)).status).toBe(403);
    expectDone(await client.postMultipart('delete_comment', form(['user_id', String(author.id)], ['comment_id', String(commentId)]), author.token));
  });
});

describe('personal notifications', () => {
  it('get_user_notification lists a reply with typed fields and a date DateTime.parse reads; delete_user_notification takes a comma list', async () => {
    const author = await api.signedInUser();
    const replier = await api.signedInUser({ name: 'Replier' });
    const top = await comment(author, 'Please reply');
    await comment(replier, 'A reply', top);
    await comment(replier, 'Another reply', top);
    const { status, body } = await client.get('get_user_notification?access_key=5670&offset=&limit=', author.token);
    expect(status).toBe(200);
    expect([body.error, body.total]).toEqual(['false', 2]);
    for (const item of body.data as Json[]) {
      expect(jsonTypes(item)).toMatchObject({ id: 'number', user_id: 'number', sender_id: 'number', type: 'string', message: 'string', date: 'string', news_id: 'number' });
      expect(item).toMatchObject({ user_id: author.id, sender_id: replier.id, type: 'comment', news_id: storyId });
      expect(item.date).toMatch(DATE_TIME);
    }
    const idList = (body.data as Json[]).map((item) => item.id).join(',');
    expectDone(await client.postMultipart('delete_user_notification', form(['user_id', String(author.id)], ['id', idList]), author.token));
    expect((await client.get('get_user_notification?access_key=5670&offset=0&limit=10', author.token)).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });
});

describe('news written in the mobile app', () => {
  it('set_news keeps a gallery sent as ofile[0], ofile[1]; delete_news_images and delete_news remove them', async () => {
    const author = await api.signedInUser({ role: ROLES.author });
    const category = api.base.categories[0]!;
    const { status, body } = await client.postMultipart(
      'set_news',
      form(
        ['user_id', String(author.id)], ['action_type', '1'], ['category_id', String(category.id)], ['subcategory_id', 'null'], ['tag_id', 'null'],
        ['title', 'Gallery of the tram line'], ['meta_title', ''], ['meta_description', ''], ['meta_keyword', ''], ['slug', 'gallery-of-the-tram-line'],
        ['content_type', 'standard_post'], ['content_data', ''], ['description', '<p>Photos.</p>'], ['show_till', ''], ['language_id', String(en)], ['location_id', 'null'],
        ['image', await imageFile('jpeg')], ['ofile[0]', await imageFile('png', 'first.png')], ['ofile[1]', await imageFile('jpeg', 'second.jpg')],
      ),
      author.token,
    );
    expect(status).toBe(200);
    const images = body.data.images as Json[];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(jsonTypes(image)).toEqual({ id: 'number', news_id: 'number', other_image: 'string' });
      expect((await api.app.request(image.other_image as string)).status).toBe(200);
    }
    expect(typeof body.data.counter).toBe('string');

    expectDone(await client.postMultipart('delete_news_images', form(['id', String(images[0]!.id)]), author.token));
    const rows = await api.deps.db.select().from(schema.newsImages).where(eq(schema.newsImages.newsId, body.data.id));
    expect(rows.map((row) => row.id)).toEqual([images[1]!.id]);
    expect((await client.postMultipart('delete_news', form(['id', String(body.data.id)]), (await api.signedInUser()).token)).status).toBe(403);
    expectDone(await client.postMultipart('delete_news', form(['id', String(body.data.id)]), author.token));
    expect(await api.deps.db.select().from(schema.news).where(eq(schema.news.id, body.data.id))).toEqual([]);
  });
});

describe('leaving', () => {
  it('delete_user with the caller\'s user_id deletes the account; its token then answers 401', async () => {
    const reader = await api.signedInUser();
    const stranger = await api.signedInUser();
    expect((await client.postMultipart('delete_user', form(['user_id', String(stranger.id)]), reader.token)).status).toBe(403);
    const { status, body } = await client.postMultipart('delete_user', form(['user_id', String(reader.id)]), reader.token);
    expect([status, body.error, body.data]).toEqual([200, 'false', {}]);
    expect((await client.get('get_user_by_id?access_key=5670', reader.token)).status).toBe(401);
  });
});
