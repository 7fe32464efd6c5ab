import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { ROLES } from '@newsroom/contract/roles';
import { imageFile, insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

// MEDIA_PUBLIC_URL: readers fetch media from a CDN or a public bucket, not from the app.
const CDN = 'https://cdn.news.test/media';
let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
beforeAll(async () => {
  api = await createTestApi({ MEDIA_PUBLIC_URL: `${CDN}/` });
  api.deps.config.postRatePerMinute = 1000;
  world = await insertNewsWorld(api.deps.db);
  author = await api.signedInUser({ role: ROLES.author });
});
afterAll(() => api.close());

async function upload(): Promise<{ src: string; image: string }> {
  return (await api.call('upload_news_image', {}, { token: author.token, files: { image: await imageFile('jpeg') } })).body.data;
}

async function story(description: string): Promise<{ id: number; image: string; description: string }> {
  const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'On the CDN', content_type: 'standard_post', description };
  return (await api.call('set_news', fields, { token: author.token, files: { image: await imageFile('png') } })).body.data;
}

const savedText = async (id: number) => (await api.deps.db.select({ description: schema.news.description }).from(schema.news).where(eq(schema.news.id, id)))[0]!.description;

describe('media addresses with MEDIA_PUBLIC_URL', () => {
  it('point at it in answers, a story text included, while texts keep site paths', async () => {
    const text = await upload();
    expect(text.src).toMatch(/^\/media\/news\/[\w-]+\.webp$/);
    expect(text.image).toBe(`${CDN}/${text.src.replace('/media/', '')}`);
    // The desk sends back the text as it was answered, with the CDN's address in it.
    const item = await story(`<p><img src="${text.image}" alt="A chart"></p>`);
    expect(item.image.startsWith(`${CDN}/news/`)).toBe(true);
    expect(item.description).toContain(`src="${text.image}"`);
    expect(await savedText(item.id)).toContain(`src="${text.src}"`);
    const [row] = await api.deps.db.select().from(schema.newsTextImages).where(eq(schema.newsTextImages.path, text.src.replace('/media/', '')));
    expect(row?.newsId).toBe(item.id);
  });

  it("still reads a text that carries the app's own address, read before the setting", async () => {
    const text = await upload();
    const item = await story(`<img src="http://news.test${text.src}" alt="">`);
    expect(await savedText(item.id)).toContain(`src="${text.src}"`);
  });

  it('leaves the app serving /media/ all the same (a CDN in front of it fetches there)', async () => {
    const text = await upload();
    expect((await api.app.request(text.src)).status).toBe(200);
  });
});
