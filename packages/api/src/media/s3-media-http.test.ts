import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@newsroom/contract/roles';
import { imageFile } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { s3ClientConfig } from './s3-settings';
import { variantPath } from './variant-paths';

// The app with MEDIA_STORE=s3: an upload lands in the bucket, and /media/… serves it from there.
let s3: LocalS3;
let api: TestApi;
let author: { id: number; token: string };
beforeAll(async () => {
  s3 = await startLocalS3('http-test');
  api = await createTestApi(s3.env);
  author = await api.signedInUser({ role: ROLES.author });
});
afterAll(async () => {
  await api.close();
  await s3.close();
});

const inBucket = (key: string) =>
  new S3Client(s3ClientConfig(s3.settings))
    .send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: key }))
    .then(() => true, () => false);

async function uploadImage(): Promise<{ src: string; image: string }> {
  const { status, body } = await api.call('upload_news_image', {}, { token: author.token, files: { image: await imageFile('jpeg', 'photo.jpg', 800) } });
  expect(status).toBe(200);
  return body.data;
}

describe('media in a bucket', () => {
  it('keeps an upload in the bucket and serves it at its address, whole, in part and as HEAD', async () => {
    const { src, image } = await uploadImage();
    const stored = src.replace('/media/', '');
    expect(image).toBe(`http://news.test${src}`);
    expect(await inBucket(stored)).toBe(true);
    const whole = await api.app.request(image);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.equals(Buffer.from((await api.deps.media.read(stored))!))).toBe(true);
    const part = await api.app.request(image, { headers: { range: 'bytes=0-11' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-11/${bytes.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 12))).toBe(true);
    const head = await api.app.request(image, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
    const again = await api.app.request(image, { headers: { 'if-none-match': whole.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('makes a smaller size from the bucket and keeps it there', async () => {
    const { image, src } = await uploadImage();
    const small = await api.app.request(`${image}?w=320`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect(await inBucket(variantPath(src.replace('/media/', ''), 320))).toBe(true);
  });

  it('answers 404 for a file the bucket does not have, and 400 for a path that names none', async () => {
    expect((await api.app.request('/media/news/missing.webp')).status).toBe(404);
    expect((await api.app.request('/media/news/missing.webp?w=320')).status).toBe(404);
    expect((await api.app.request('/media/news/..%2f..%2fsecret.txt')).status).toBe(400);
  });
});
