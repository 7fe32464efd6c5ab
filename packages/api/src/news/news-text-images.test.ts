import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { imageFile } from '../../test/builders-news';
import { openNewsWritingApi } from '../../test/news-writing-api';
import type { TestApi } from '../../test/harness';
import { UNATTACHED_TEXT_IMAGE_HOURS } from './news-text-images';

let api: TestApi;
let world: Awaited<ReturnType<typeof openNewsWritingApi>>['world'];
let author: { id: number; token: string };
beforeAll(async () => ({ api, world, author } = await openNewsWritingApi()));
afterAll(() => api.close());

const PUBLIC = 'http://news.test';
const stored = (src: string) => src.replace(/^(http:\/\/news\.test)?\/media\//, '');

async function upload(token = author.token, image?: File): Promise<{ status: number; body: { error: string; message: string; data: { src: string; image: string } } }> {
  return api.call('upload_news_image', {}, { token, files: image === undefined ? { image: await imageFile('jpeg') } : { image } });
}

async function story(description: string, token = author.token) {
  const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'Text images', content_type: 'standard_post', description };
  const { body } = await api.call('set_news', fields, { token, files: { image: await imageFile('png') } });
  return body.data as { id: number; description: string };
}

const rowOf = async (src: string) => (await api.deps.db.select().from(schema.newsTextImages).where(eq(schema.newsTextImages.path, stored(src))))[0];

describe('upload_news_image', () => {
  it('stores a re-encoded image and answers its site path and absolute address', async () => {
    const { status, body } = await upload();
    expect(status).toBe(200);
    expect(body.message).toBe('Image uploaded successfully');
    expect(body.data.src).toMatch(/^\/media\/news\/[\w-]+\.webp$/);
    expect(body.data.image).toBe(`${PUBLIC}${body.data.src}`);
    expect(await api.deps.media.read(stored(body.data.src))).not.toBeNull();
    expect((await rowOf(body.data.src))?.newsId).toBeNull();
  });

  it('refuses a reader without the author role, a missing file and a file that is not an image', async () => {
    const reader = await api.signedInUser();
    expect((await upload(reader.token)).status).toBe(403);
    const missing = await api.call('upload_news_image', {}, { token: author.token, method: 'POST' });
    expect([missing.status, missing.body.message]).toEqual([400, 'image is required']);
    const script = await upload(author.token, new File(['<script>alert(1)</script>'], 'x.jpg', { type: 'image/jpeg' }));
    expect(script.status).toBe(415);
    expect((await api.call('upload_news_image', {}, { files: { image: await imageFile('png') } })).status).toBe(401);
  });
});

describe('images in a story text', () => {
  it('are attached to the story that shows them, answered absolute, and kept as site paths', async () => {
    const { data } = (await upload()).body;
    const item = await story(`<p>Before</p><img src="${data.src}" alt="A chart">`);
    expect(item.description).toContain(`src="${data.image}"`);
    expect((await rowOf(data.src))?.newsId).toBe(item.id);
    const [row] = await api.deps.db.select({ description: schema.news.description }).from(schema.news).where(eq(schema.news.id, item.id));
    expect(row!.description).toContain(`src="${data.src}"`);
    // The desk sends back the text as get_news answered it: still a site path once saved.
    await api.call('set_news', { action_type: 2, news_id: item.id, description: item.description }, { token: author.token });
    const [again] = await api.deps.db.select({ description: schema.news.description }).from(schema.news).where(eq(schema.news.id, item.id));
    expect(again!.description).toContain(`src="${data.src}"`);
  });

  it('go when an edit takes them out of the text, and when the story is deleted', async () => {
    const first = (await upload()).body.data;
    const second = (await upload()).body.data;
    const item = await story(`<img src="${first.src}" alt=""><img src="${second.src}" alt="">`);
    await api.call('set_news', { action_type: 2, news_id: item.id, description: `<img src="${second.src}" alt="">` }, { token: author.token });
    expect(await rowOf(first.src)).toBeUndefined();
    expect(await api.deps.media.read(stored(first.src))).toBeNull();
    expect(await api.deps.media.read(stored(second.src))).not.toBeNull();
    await api.call('delete_news', { id: item.id }, { token: author.token, method: 'POST' });
    expect(await api.deps.media.read(stored(second.src))).toBeNull();
  });

  it("are never attached from another writer's upload", async () => {
    const other = await api.signedInUser({ role: 2 });
    const theirs = (await upload(other.token)).body.data;
    const item = await story(`<img src="${theirs.src}" alt="">`);
    expect((await rowOf(theirs.src))?.newsId).toBeNull();
    await api.call('delete_news', { id: item.id }, { token: author.token, method: 'POST' });
    expect(await api.deps.media.read(stored(theirs.src))).not.toBeNull();
  });

  it('left unattached for a day are swept by a later upload', async () => {
    const old = (await upload()).body.data;
    const dayAgo = new Date(Date.now() - (UNATTACHED_TEXT_IMAGE_HOURS + 1) * 3_600_000);
    await api.deps.db.update(schema.newsTextImages).set({ createdAt: dayAgo }).where(eq(schema.newsTextImages.path, stored(old.src)));
    await upload();
    expect(await rowOf(old.src)).toBeUndefined();
    expect(await api.deps.media.read(stored(old.src))).toBeNull();
  });

  it("go with their writer's account", async () => {
    const writer = await api.signedInUser({ role: 2 });
    const kept = (await upload(writer.token)).body.data;
    await story(`<img src="${kept.src}" alt="">`, writer.token);
    const waiting = (await upload(writer.token)).body.data;
    expect((await api.call('delete_user', {}, { token: writer.token, method: 'POST' })).status).toBe(200);
    for (const src of [kept.src, waiting.src]) expect(await api.deps.media.read(stored(src))).toBeNull();
  });
});
