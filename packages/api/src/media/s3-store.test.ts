import { Agent } from 'node:http';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { s3ClientConfig } from './s3-settings';
import { S3MediaStore } from './s3-store';
import { variantPath } from './variant-paths';

// Against a real S3-compatible server (s3rver), with a prefix, as a bucket shared with other data.
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('store-test', 'sites/news');
});
afterAll(() => s3.close());

/**
 * A store whose client has ONE connection and notes each command it sends: an answer left unread
 * would hold that connection, and the next request would wait for ever.
 */
function watchedStore(): { store: S3MediaStore; client: S3Client; sent: string[] } {
  const sent: string[] = [];
  const client = new S3Client({ ...s3ClientConfig(s3.settings), requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 1 }) } });
  client.middlewareStack.add((next, context) => (args) => (sent.push(context.commandName ?? '?'), next(args)), { step: 'initialize' });
  return { store: new S3MediaStore(s3.settings, client), client, sent };
}

const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7) % 251);
const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
const within = <T>(promise: Promise<T>, ms = 5000) => Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

async function keysInBucket(client: S3Client): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

describe('the S3 media store', () => {
  it('saves under a new name, at the same path under the prefix, with its type and cache rule', async () => {
    const { store, client } = watchedStore();
    const bytes = bytesOf(1000);
    const stored = await store.save('news', 'webp', bytes);
    expect(stored).toMatch(/^news\/[a-z0-9]+-[0-9a-f]{16}\.webp$/);
    expect(await store.read(stored)).toEqual(bytes);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: `sites/news/${stored}` }));
    expect([head.ContentLength, head.ContentType, head.CacheControl]).toEqual([1000, 'image/webp', 'public, max-age=31536000, immutable']);
    expect(await store.save('videos', 'mp4', bytes)).not.toBe(await store.save('videos', 'mp4', bytes));
  });

  it('puts at a path of its making, and a second put replaces the file whole', async () => {
    const { store } = watchedStore();
    await store.put('news/put-test.w640.webp', bytesOf(10));
    await store.put('news/put-test.w640.webp', bytesOf(20));
    expect(await store.read('news/put-test.w640.webp')).toEqual(bytesOf(20));
  });

  it('opens a file with one HEAD, and fetches its bytes only when they are read, whole or a range', async () => {
    const { store, sent } = watchedStore();
    const bytes = bytesOf(300_000);
    await store.put('videos/open-test.mp4', bytes);
    sent.length = 0;
    const file = (await store.open('videos/open-test.mp4'))!;
    expect([file.size, file.modified instanceof Date]).toEqual([300_000, true]);
    const whole = file.stream(0, file.size - 1);
    const part = file.stream(1000, 1999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['HeadObjectCommand']);
    // Compared as buffers: a deep comparison of 300 kB takes vitest a second.
    expect((await readAll(whole)).equals(bytes)).toBe(true);
    expect((await readAll(part)).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await readAll(file.stream(299_999, 299_999))).equals(bytes.subarray(299_999))).toBe(true);
    expect(sent).toEqual(['HeadObjectCommand', 'GetObjectCommand', 'GetObjectCommand', 'GetObjectCommand']);
  });

  it('streams an empty file without asking the bucket', async () => {
    const { store, sent } = watchedStore();
    await store.put('news/empty.gif', new Uint8Array());
    const file = (await store.open('news/empty.gif'))!;
    expect(file.size).toBe(0);
    expect((await readAll(file.stream(0, -1))).byteLength).toBe(0);
    expect(sent).toEqual(['PutObjectCommand', 'HeadObjectCommand']);
  });

  it('lets go of the connection when the reader goes away half way', async () => {
    const { store } = watchedStore();
    const bytes = bytesOf(4 * 1024 * 1024);
    await store.put('videos/dropped.mp4', bytes);
    const dropThree = async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const file = (await store.open('videos/dropped.mp4'))!;
        const reader = file.stream(0, file.size - 1).getReader();
        expect((await reader.read()).value!.byteLength).toBeGreaterThan(0);
        await reader.cancel();
      }
      return store.read('news/put-test.w640.webp');
    };
    // With the only connection still held by an abandoned answer, the next request would wait for ever.
    expect(await within(dropThree())).toEqual(bytesOf(20));
  });

  it('cuts a file off rather than send bytes that no longer fit its headers', async () => {
    const { store } = watchedStore();
    await store.put('news/changed.webp', bytesOf(100));
    const file = (await store.open('news/changed.webp'))!;
    // The same size: only the object's tag tells the change.
    await store.put('news/changed.webp', bytesOf(100).reverse());
    await expect(readAll(file.stream(0, file.size - 1))).rejects.toThrow();
  });

  it('answers null for a missing file', async () => {
    const { store } = watchedStore();
    expect(await store.read('news/missing.webp')).toBeNull();
    expect(await store.open('news/missing.webp')).toBeNull();
  });

  it('refuses paths that could leave its folders, without asking the bucket', async () => {
    const { store, sent } = watchedStore();
    for (const unsafe of ['../secret.txt', 'news/../../secret.txt', '/news/a.webp', 'news', 'news/./a.webp', 'news/a b.webp', 'news\\a.webp', '']) {
      await expect(store.put(unsafe, bytesOf(1)), unsafe).rejects.toThrow(/unsafe media path/);
      expect(await store.read(unsafe), unsafe).toBeNull();
      expect(await store.open(unsafe), unsafe).toBeNull();
      await store.remove(unsafe);
    }
    expect(sent).toEqual([]);
  });

  it('removes a file with its smaller sizes, and a file already gone without complaint', async () => {
    const { store, client } = watchedStore();
    const original = await store.save('news', 'webp', bytesOf(50));
    const neighbour = await store.save('news', 'webp', bytesOf(50));
    await store.put(variantPath(original, 320), bytesOf(5));
    await store.put(variantPath(original, 960), bytesOf(9));
    await store.remove(original);
    const left = await keysInBucket(client);
    expect(left.filter((key) => key.startsWith(`sites/news/${original.replace(/\.webp$/, '')}`))).toEqual([]);
    expect(left).toContain(`sites/news/${neighbour}`);
    await store.remove(original);
  });
});
