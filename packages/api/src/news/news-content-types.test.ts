import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageFile, insertNewsWorld, mp4File } from '../../test/builders-news';
import type { TestApi } from '../../test/harness';
import { openNewsWritingApi } from '../../test/news-writing-api';

// Create and edit for every content type, with the shape each one's content_data must have.

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
beforeAll(async () => {
  ({ api, world, author } = await openNewsWritingApi());
});
afterAll(() => api.close());
beforeEach(() => api.deps.cache.clear());

type Fields = Record<string, string | number>;

async function create(fields: Fields, files: Record<string, File> = {}) {
  const story = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'Every kind of story', ...fields };
  return api.call('set_news', story, { token: author.token, method: 'POST', files: { image: await imageFile('png'), ...files } });
}

const edit = (newsId: number, fields: Fields, files?: Record<string, File>) =>
  api.call('set_news', { action_type: 2, news_id: newsId, ...fields }, { token: author.token, method: 'POST', files });

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const STREAM = 'https://video.example.com/live/harbour.m3u8';
const MEDIA_VIDEO = /^http:\/\/news\.test\/media\/videos\/.+\.mp4$/;

describe('create, for every content type', () => {
  it.each([
    ['standard_post', {}, {}, ''],
    ['video_youtube', { content_data: YOUTUBE }, {}, YOUTUBE],
    ['video_other', { content_data: STREAM }, {}, STREAM],
  ] as const)('stores a %s with its content value', async (contentType, fields, files, value) => {
    const { status, body } = await create({ content_type: contentType, ...fields }, files);
    expect([status, body.data.content_type, body.data.content_value]).toEqual([200, contentType, value]);
  });

  it('stores a video_upload with its file', async () => {
    const { status, body } = await create({ content_type: 'video_upload' }, { content_data: mp4File() });
    expect([status, body.data.content_type]).toEqual([200, 'video_upload']);
    expect(body.data.content_value).toMatch(MEDIA_VIDEO);
  });
});

describe('edit, from each content type to the next', () => {
  it('standard → YouTube → other video → uploaded video → standard, keeping what an edit does not send', async () => {
    const story = (await create({ content_type: 'standard_post' })).body.data;
    const youtube = await edit(story.id, { content_type: 'video_youtube', content_data: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(youtube.body.data.content_value).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect((await edit(story.id, { title: 'Only the title' })).body.data.content_value).toBe('https://youtu.be/dQw4w9WgXcQ');
    const other = await edit(story.id, { content_type: 'video_other', content_data: 'http://cdn.example.org/clip.mp4' });
    expect(other.body.data.content_value).toBe('http://cdn.example.org/clip.mp4');
    const upload = await edit(story.id, { content_type: 'video_upload' }, { content_data: mp4File() });
    expect(upload.body.data.content_value).toMatch(MEDIA_VIDEO);
    const file = upload.body.data.content_value.replace('http://news.test/media/', '');
    expect((await edit(story.id, { title: 'Still the same video' })).body.data.content_value).toBe(upload.body.data.content_value);
    const standard = await edit(story.id, { content_type: 'standard_post', content_data: '' });
    expect([standard.body.data.content_type, standard.body.data.content_value]).toEqual(['standard_post', '']);
    expect(await api.deps.media.read(file)).toBeNull();
  });
});

describe('content_data, by content type', () => {
  it.each([
    ['video_youtube', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['video_youtube', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42'],
    ['video_youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['video_other', 'https://vimeo.com/76979871'],
  ])('accepts for %s: %s', async (contentType, address) => {
    expect((await create({ content_type: contentType, content_data: address })).status).toBe(200);
  });

  it.each([
    ['video_youtube', 'https://www.youtube.com/channel/UC123456', 'content_data must be a YouTube URL'],
    ['video_youtube', 'https://www.youtube.com/watch?v=', 'content_data must be a YouTube URL'],
    ['video_youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'content_data must be a YouTube URL'],
    ['video_youtube', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ', 'content_data must be a YouTube URL'],
    ['video_other', 'javascript:alert(1)', 'content_data must be an http or https URL'],
    ['video_other', 'data:video/mp4;base64,AAAA', 'content_data must be an http or https URL'],
    ['video_other', 'https://user:secret@video.example.com/a.mp4', 'content_data must be an http or https URL'],
    ['video_other', 'not a link', 'content_data must be an http or https URL'],
    ['video_other', '', 'content_data is required for video_other'],
  ])('refuses for %s: %s', async (contentType, address, message) => {
    const { status, body } = await create({ content_type: contentType, content_data: address });
    expect([status, body.message]).toEqual([400, message]);
  });

  it('refuses a file where an address or nothing is due, and an address where the file is due', async () => {
    const cases: [Fields, Record<string, File>, string][] = [
      [{ content_type: 'standard_post' }, { content_data: mp4File() }, 'content_data must be empty for standard_post'],
      [{ content_type: 'video_youtube', content_data: YOUTUBE }, { content_data: mp4File() }, 'content_data must be a video address, not a file, for video_youtube'],
      [{ content_type: 'video_upload', content_data: 'https://cdn.example.org/clip.mp4' }, {}, 'content_data is required: the video file for video_upload'],
    ];
    for (const [fields, files, message] of cases) {
      const { status, body } = await create(fields, files);
      expect({ fields, status, message: body.message }).toEqual({ fields, status: 400, message });
    }
  });
});

describe('moving a story to another language', () => {
  it('needs a category of that language, and refuses to keep tags of the one it left', async () => {
    const story = (await create({ content_type: 'standard_post', tag_id: String(world.tags[0]!.id) })).body.data;
    const other = await insertNewsWorld(api.deps.db);
    const wrongCategory = await edit(story.id, { language_id: other.languageId });
    expect([wrongCategory.status, wrongCategory.body.message]).toEqual([400, 'category_id must be a category of the news language']);
    const keptTags = await edit(story.id, { language_id: other.languageId, category_id: other.categories[0]!.id });
    expect([keptTags.status, keptTags.body.message]).toEqual([400, 'tag_id must list tags of the news language']);
    const moved = await edit(story.id, { language_id: other.languageId, category_id: other.categories[0]!.id, tag_id: String(other.tags[0]!.id) });
    expect([moved.status, moved.body.data.language_id, moved.body.data.tag_id]).toEqual([200, other.languageId, String(other.tags[0]!.id)]);
  });
});
