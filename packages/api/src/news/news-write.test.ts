import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import type { insertNewsWorld} from '../../test/builders-news';
import { imageFile, mp4File } from '../../test/builders-news';
import type { TestApi } from '../../test/harness';
import { openNewsWritingApi } from '../../test/news-writing-api';
import { ROLES } from '@newsroom/contract/roles';

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
beforeAll(async () => {
  ({ api, world, author } = await openNewsWritingApi());
});
afterAll(() => api.close());
beforeEach(() => api.deps.cache.clear());

type Fields = Record<string, string | number>;

async function postNews(fields: Fields, options: { token?: string; files?: Record<string, File | File[]> } = {}) {
  const defaults: Fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'A reader story', content_type: 'standard_post' };
  const files = options.files ?? (fields.action_type === 2 ? {} : { image: await imageFile('png') });
  return api.call('set_news', { ...defaults, ...fields }, { token: options.token ?? author.token, files: Object.keys(files).length ? files : undefined, method: 'POST' });
}

const stored = (url: string) => url.replace('http://news.test/media/', '');

describe('set_news create', () => {
  it('stores an author\'s news awaiting approval, with re-encoded images, tags and sanitized text', async () => {
    const [tag1, tag2] = world.tags;
    const sub = world.subcategories[0]!;
    const description = '<p onclick="x()">Hello <a href="https://example.com">link</a> <a href="javascript:alert(1)">bad</a></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(1)">';
    const { status, body } = await postNews(
      { subcategory_id: sub.id, tag_id: `${tag1!.id},${tag2!.id}`, location_id: api.base.locations[0]!.id, description, meta_title: 'Meta', show_till: '2999-01-01' },
      { files: { image: await imageFile('png'), ofile: [await imageFile('jpeg'), await imageFile('png', 'second.png')] } },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'News added successfully' });
    const item = body.data;
    expect(item).toMatchObject({
      language_id: world.languageId, category_id: world.categories[0]!.id, subcategory_id: sub.id, tag_id: `${tag1!.id},${tag2!.id}`,
      title: 'A reader story', slug: 'a-reader-story', status: 0, user_id: author.id, show_till: '2999-01-01', meta_title: 'Meta',
      content_type: 'standard_post', content_value: '', total_views: 0, like: 0, bookmark: 0,
    });
    expect(item.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow" href="https://example.com">link</a> bad</p><img src="https://example.com/a.png" />');
    expect(item.image).toMatch(/^http:\/\/news\.test\/media\/news\/.+\.webp$/);
    expect(item.images).toHaveLength(2);
    for (const url of [item.image, ...item.images.map((image: { other_image: string }) => image.other_image)]) {
      const bytes = await api.deps.media.read(stored(url));
      expect(Buffer.from(bytes!.slice(8, 12)).toString()).toBe('WEBP');
      expect((await api.app.request(url)).status).toBe(200);
    }
    const [row] = await api.deps.db.select({ search: sql<string>`search::text` }).from(schema.news).where(eq(schema.news.id, item.id));
    expect(row!.search).toContain('reader');

    const readers = await api.call('get_news', { language_id: world.languageId, id: item.id });
    expect(readers.body.message).toBe('No Data Found');
    const own = await api.call('get_news', { language_id: world.languageId, get_user_news: 1, search: 'reader' }, { token: author.token });
    expect(own.body.data[0].id).toBe(item.id);
  });

  it('publishes an admin\'s news at once, findable by a title word', async () => {
    const admin = await api.signedInUser({ role: 1 });
    const { body } = await postNews({ title: 'Observatory opens downtown' }, { token: admin.token });
    expect(body.data.status).toBe(1);
    const found = await api.call('get_news', { language_id: world.languageId, search: 'observatory' });
    expect(found.body.data.map((item: { id: number }) => item.id)).toEqual([body.data.id]);
  });

  it('makes unique slugs from titles and refuses a slug another news has', async () => {
    const first = await postNews({ title: 'Same Title!' });
    const second = await postNews({ title: 'Same Title!' });
    expect([first.body.data.slug, second.body.data.slug]).toEqual(['same-title', 'same-title-2']);
    const taken = await postNews({ title: 'Other', slug: 'same-title' });
    expect([taken.status, taken.body.message]).toEqual([409, 'slug is already taken by another news item']);
    const chosen = await postNews({ title: 'Other', slug: 'my-own-slug' });
    expect(chosen.body.data.slug).toBe('my-own-slug');
  });

  it('validates each field, naming it', async () => {
    const other = world.categories[1]!;
    const cases: [Fields, string][] = [
      [{ action_type: 3 }, 'action_type must be one of 1, 2'],
      [{ title: '' }, 'title is required'],
      [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
      [{ category_id: '' }, 'category_id is required'],
      [{ category_id: api.base.arCategory.id }, 'category_id must be a category of the news language'],
      [{ subcategory_id: world.subcategories.find((sub) => sub.categoryId === other.id)!.id }, 'subcategory_id must be a subcategory of the chosen category'],
      [{ tag_id: String(api.base.tags[0]!.id) }, 'tag_id must list tags of the news language'],
      [{ location_id: 999_999 }, 'location_id must be a known location'],
      [{ content_type: 'audio' }, 'content_type must be one of standard_post, video_youtube, video_other, video_upload'],
      [{ content_type: 'video_youtube', content_data: 'https://vimeo.com/1' }, 'content_data must be a YouTube URL'],
      [{ content_type: 'video_youtube' }, 'content_data is required for video_youtube'],
      [{ content_type: 'video_other', content_data: 'ftp://x/y.mp4' }, 'content_data must be an http or https URL'],
      [{ content_type: 'video_upload' }, 'content_data is required: the video file for video_upload'],
      [{ content_data: 'https://youtu.be/x' }, 'content_data must be empty for standard_post'],
      [{ show_till: '2000-01-01' }, 'show_till must not be in the past'],
      [{ show_till: '2030-02-30' }, 'show_till must be a date YYYY-MM-DD'],
      [{ meta_title: 'x'.repeat(201) }, 'meta_title must be at most 200 characters'],
      [{ language_id: 999_999 }, 'Language not found'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await postNews(fields);
      expect({ fields, message: body.message }).toEqual({ fields, message });
      expect(status).toBe(message === 'Language not found' ? 404 : 400);
    }
    const noImage = await api.call('set_news', { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'x', content_type: 'standard_post' }, { token: author.token, method: 'POST' });
    expect([noImage.status, noImage.body.message]).toEqual([400, 'image is required']);
  });

  it('stores linked and uploaded videos', async () => {
    const youtube = await postNews({ content_type: 'video_youtube', content_data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(youtube.body.data.content_value).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const upload = await postNews({ content_type: 'video_upload' }, { files: { image: await imageFile('jpeg'), content_data: mp4File() } });
    expect(upload.body.data.content_value).toMatch(/^http:\/\/news\.test\/media\/videos\/.+\.mp4$/);
    expect(await api.deps.media.read(stored(upload.body.data.content_value))).not.toBeNull();
  });

  it('refuses a file that only pretends to be an image (415) and an oversize one (413)', async () => {
    const fake = new File([new TextEncoder().encode('<?php echo 1; ?>')], 'photo.png', { type: 'image/png' });
    const wrong = await postNews({}, { files: { image: fake } });
    expect([wrong.status, wrong.body.message]).toEqual([415, 'image must be a JPEG, PNG, WebP or GIF image']);
    const limit = api.deps.config.uploadMaxBytes;
    api.deps.config.uploadMaxBytes = 100;
    try {
      const large = await postNews({}, { files: { image: await imageFile('png', 'big.png', 400) } });
      expect(large.status).toBe(413);
    } finally {
      api.deps.config.uploadMaxBytes = limit;
    }
    const fakeExtra = await postNews({}, { files: { image: await imageFile('png'), ofile: fake } });
    expect([fakeExtra.status, fakeExtra.body.message]).toEqual([415, 'ofile must be a JPEG, PNG, WebP or GIF image']);
  });

  it('needs a valid token and refuses a user_id that is not the caller', async () => {
    expect((await api.call('set_news', { action_type: 1 }, { method: 'POST' })).status).toBe(401);
    expect((await postNews({}, { token: 'y'.repeat(40) })).status).toBe(401);
    expect((await postNews({ user_id: author.id + 1000 })).status).toBe(403);
    expect((await postNews({}, { token: author.token })).status).toBe(200);
  });
});

describe('set_news edit', () => {
  it('lets the author change fields by id or slug, keeping what is not sent and re-indexing the text', async () => {
    const created = (await postNews({ title: 'Before the edit', tag_id: String(world.tags[0]!.id), meta_keyword: 'keep' })).body.data;
    const oldImage = stored(created.image);
    const { status, body } = await postNews(
      { action_type: 2, news_id: created.slug, title: 'Lighthouse restored', tag_id: '' },
      { files: { image: await imageFile('jpeg') } },
    );
    expect(status).toBe(200);
    expect(body.message).toBe('News updated successfully');
    expect(body.data).toMatchObject({ id: created.id, title: 'Lighthouse restored', slug: created.slug, meta_keyword: 'keep', tag_id: '', tag: [] });
    expect(await api.deps.media.read(oldImage)).toBeNull();
    const found = await api.call('get_news', { language_id: world.languageId, get_user_news: 1, search: 'lighthouse' }, { token: author.token });
    expect(found.body.data[0].id).toBe(created.id);
  });

  it('is only for the author: others 403, unknown 404, news_id required', async () => {
    const created = (await postNews({})).body.data;
    const stranger = await api.signedInUser({ role: ROLES.author });
    const refused = await postNews({ action_type: 2, news_id: created.id, title: 'Hijack' }, { token: stranger.token });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the author may edit this news']);
    expect((await postNews({ action_type: 2, news_id: 999_999 })).status).toBe(404);
    expect((await postNews({ action_type: 2 })).body.message).toBe('news_id is required');
    const newsroom = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id });
    expect((await postNews({ action_type: 2, news_id: newsroom.id })).status).toBe(403);
  });

  it('caps the extra images at 10 per news', async () => {
    const created = (await postNews({}, { files: { image: await imageFile('png'), ofile: await Promise.all(Array.from({ length: 9 }, () => imageFile('png'))) } })).body.data;
    expect(created.images).toHaveLength(9);
    const over = await postNews({ action_type: 2, news_id: created.id }, { files: { ofile: [await imageFile('png'), await imageFile('png')] } });
    expect([over.status, over.body.message]).toEqual([400, 'ofile must hold at most 10 images per news']);
  });

  it('takes extra images named ofile[0], ofile[1], … (the mobile app) beside ofile[] (the web client), counted together', async () => {
    const numbered = { 'ofile[0]': await imageFile('jpeg'), 'ofile[1]': await imageFile('png'), 'ofile[10]': await imageFile('png') };
    const { status, body } = await postNews({ title: 'Gallery from the app' }, { files: { image: await imageFile('png'), ...numbered, 'ofile[]': await imageFile('jpeg') } });
    expect(status).toBe(200);
    expect(body.data.images).toHaveLength(4);
    for (const { other_image: url } of body.data.images) expect((await api.app.request(url)).status).toBe(200);
    const edited = await postNews({ action_type: 2, news_id: body.data.id }, { files: { 'ofile[0]': await imageFile('png') } });
    expect(edited.body.data.images).toHaveLength(5);
    const tooMany = Object.fromEntries(await Promise.all(Array.from({ length: 6 }, async (_, n) => [`ofile[${n}]`, await imageFile('png')] as const)));
    const over = await postNews({ action_type: 2, news_id: body.data.id }, { files: tooMany });
    expect([over.status, over.body.message]).toEqual([400, 'ofile must hold at most 10 images per news']);
  });
});
