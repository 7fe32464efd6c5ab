import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFile } from '../../test/builders-news';
import { openNewsWritingApi } from '../../test/news-writing-api';
import type { TestApi } from '../../test/harness';

let api: TestApi;
let world: Awaited<ReturnType<typeof openNewsWritingApi>>['world'];
let author: { id: number; token: string };
beforeAll(async () => ({ api, world, author } = await openNewsWritingApi()));
afterAll(() => api.close());

type Story = { id: number; images: { id: number; other_image: string }[] };

async function storyWithGallery(count: number): Promise<Story> {
  const ofile = await Promise.all(Array.from({ length: count }, () => imageFile('png')));
  const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'Gallery', content_type: 'standard_post' };
  const { body } = await api.call('set_news', fields, { token: author.token, files: { image: await imageFile('png'), ofile } });
  return body.data as Story;
}

async function edit(story: Story, fields: Record<string, unknown>, token = author.token, files?: Record<string, File | File[]>) {
  return api.call('set_news', { action_type: 2, news_id: story.id, ...fields }, { token, files });
}

const ids = (story: Story) => story.images.map((image) => image.id);

describe('set_news gallery_order', () => {
  it('puts the saved images in the order sent, and get_news answers in that order', async () => {
    const story = await storyWithGallery(3);
    const [a, b, c] = ids(story);
    const { status, body } = await edit(story, { gallery_order: `${c},${a},${b}` });
    expect(status).toBe(200);
    expect(ids(body.data as Story)).toEqual([c, a, b]);
    const read = await api.call('get_news', { id: story.id }, { token: author.token });
    expect(ids((read.body.data as Story[])[0]!)).toEqual([c, a, b]);
  });

  it('keeps the images it does not name after the named ones, and adds new uploads at the end', async () => {
    const story = await storyWithGallery(3);
    const [a, b, c] = ids(story);
    const { body } = await edit(story, { gallery_order: `${c}` }, author.token, { ofile: [await imageFile('jpeg')] });
    const order = ids(body.data as Story);
    expect(order.slice(0, 3)).toEqual([c, a, b]);
    expect(order).toHaveLength(4);
  });

  it('leaves the order alone when the field is absent, and refuses an image of another story', async () => {
    const story = await storyWithGallery(2);
    const other = await storyWithGallery(1);
    const [a, b] = ids(story);
    expect(ids((await edit(story, { title: 'Gallery, renamed' })).body.data as Story)).toEqual([a, b]);
    const refused = await edit(story, { gallery_order: `${b},${ids(other)[0]}` });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/gallery_order names image \d+, which is not in this news' gallery/);
    expect(ids((await api.call('get_news', { id: story.id }, { token: author.token })).body.data[0] as Story)).toEqual([a, b]);
  });

  it('refuses an order on create, a list that is not ids, and another writer reordering', async () => {
    const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'New', content_type: 'standard_post', gallery_order: '1' };
    const created = await api.call('set_news', fields, { token: author.token, files: { image: await imageFile('png') } });
    expect(created.status).toBe(400);
    expect(created.body.message).toContain('gallery_order');
    const story = await storyWithGallery(2);
    expect((await edit(story, { gallery_order: 'first,second' })).status).toBe(400);
    const stranger = await api.signedInUser({ role: 2 });
    expect((await edit(story, { gallery_order: ids(story).reverse().join(',') }, stranger.token)).status).toBe(403);
  });
});
