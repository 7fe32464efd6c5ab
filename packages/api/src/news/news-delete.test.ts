import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { imageFile, insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';
import { ROLES } from '@newsroom/contract/roles';

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
beforeAll(async () => {
  api = await createTestApi();
  world = await insertNewsWorld(api.deps.db);
  author = await api.signedInUser({ role: ROLES.author });
});
afterAll(() => api.close());

/** A news item of the author's made through set_news, with two extra images on disk. */
async function authorsNews() {
  const files = { image: await imageFile('png'), ofile: [await imageFile('png'), await imageFile('jpeg')] };
  const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'To be removed', content_type: 'standard_post' };
  const { body } = await api.call('set_news', fields, { token: author.token, files });
  return body.data as { id: number; slug: string; image: string; images: { id: number; other_image: string }[] };
}

const stored = (url: string) => url.replace('http://news.test/media/', '');

describe('delete_news', () => {
  it('deletes the author\'s news, its rows and its files', async () => {
    const item = await authorsNews();
    const reader = await api.signedInUser();
    await api.deps.db.insert(schema.bookmarks).values({ userId: reader.id, newsId: item.id });
    const { status, body } = await api.call('delete_news', { id: item.id }, { token: author.token, method: 'POST' });
    expect([status, body]).toEqual([200, { error: 'false', message: 'News deleted successfully', data: [] }]);
    expect(await api.deps.db.select().from(schema.news).where(eq(schema.news.id, item.id))).toEqual([]);
    expect(await api.deps.db.select().from(schema.newsImages).where(eq(schema.newsImages.newsId, item.id))).toEqual([]);
    expect(await api.deps.db.select().from(schema.bookmarks).where(eq(schema.bookmarks.newsId, item.id))).toEqual([]);
    for (const url of [item.image, ...item.images.map((image) => image.other_image)]) expect(await api.deps.media.read(stored(url))).toBeNull();
  });

  it('accepts a slug, and lets an admin delete any news without touching shared seed media', async () => {
    const item = await authorsNews();
    expect((await api.call('delete_news', { id: item.slug }, { token: author.token, method: 'POST' })).status).toBe(200);
    const newsroom = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, image: 'seed/shared.webp' });
    await api.deps.media.save('seed', 'webp', new Uint8Array([1]));
    const removed: string[] = [];
    const remove = api.deps.media.remove.bind(api.deps.media);
    api.deps.media.remove = async (path) => {
      removed.push(path);
      await remove(path);
    };
    try {
      const admin = await api.signedInUser({ role: 1 });
      expect((await api.call('delete_news', { id: newsroom.id }, { token: admin.token, method: 'POST' })).status).toBe(200);
    } finally {
      api.deps.media.remove = remove;
    }
    expect(removed).toEqual([]);
  });

  it('refuses others (403), unknown ids (404), bad ids (400) and missing tokens (401)', async () => {
    const item = await authorsNews();
    const stranger = await api.signedInUser();
    const refused = await api.call('delete_news', { id: item.id }, { token: stranger.token, method: 'POST' });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the author may delete this news']);
    expect((await api.call('delete_news', { id: 999_999 }, { token: author.token, method: 'POST' })).body.message).toBe('News not found');
    expect((await api.call('delete_news', {}, { token: author.token, method: 'POST' })).body.message).toBe('id is required');
    expect((await api.call('delete_news', { id: item.id }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('delete_news', { id: item.id, user_id: stranger.id }, { token: author.token, method: 'POST' })).status).toBe(403);
    expect(await api.deps.db.select().from(schema.news).where(eq(schema.news.id, item.id))).toHaveLength(1);
  });
});

describe('delete_news_images', () => {
  it('removes one extra image of the caller\'s news and its file', async () => {
    const item = await authorsNews();
    const [first, second] = item.images;
    const { status, body } = await api.call('delete_news_images', { id: first!.id }, { token: author.token, method: 'POST' });
    expect([status, body.message]).toEqual([200, 'News image deleted successfully']);
    expect(await api.deps.media.read(stored(first!.other_image))).toBeNull();
    const listed = await api.call('get_news', { language_id: world.languageId, get_user_news: 1, id: item.id }, { token: author.token });
    expect(listed.body.data[0].images.map((image: { id: number }) => image.id)).toEqual([second!.id]);
  });

  it('lets an admin remove an image of anyone\'s news, as an admin may edit any news', async () => {
    const item = await authorsNews();
    const admin = await api.signedInUser({ role: ROLES.admin });
    expect((await api.call('delete_news_images', { id: item.images[0]!.id }, { token: admin.token, method: 'POST' })).status).toBe(200);
    expect(await api.deps.media.read(stored(item.images[0]!.other_image))).toBeNull();
  });

  it('refuses images of others\' news (403), unknown ids (404) and malformed ids (400)', async () => {
    const item = await authorsNews();
    const stranger = await api.signedInUser({ role: ROLES.author });
    const refused = await api.call('delete_news_images', { id: item.images[0]!.id }, { token: stranger.token, method: 'POST' });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the author may remove images of this news']);
    expect((await api.call('delete_news_images', { id: 999_999 }, { token: author.token, method: 'POST' })).body.message).toBe('News image not found');
    expect((await api.call('delete_news_images', { id: 'abc' }, { token: author.token, method: 'POST' })).status).toBe(400);
    expect((await api.call('delete_news_images', { id: item.images[0]!.id }, { method: 'POST' })).status).toBe(401);
  });
});
