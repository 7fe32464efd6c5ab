import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { s3ClientConfig } from './s3-settings';
import { S3MediaStore } from './s3-store';

// `npm run media:copy-to-s3`, run as the operator runs it: a process of its own, reading settings.
const root = path.resolve(import.meta.dirname, '../../../..');
let s3: LocalS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startLocalS3('copy-test', 'media');
  dataDir = await mkdtemp(path.join(tmpdir(), 'news-copy-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The bucket settings without MEDIA_STORE: the copy is made while the site still serves from disk. */
const bucketEnv = () => Object.fromEntries(Object.entries(s3.env).filter(([name]) => name !== 'MEDIA_STORE'));

function copyCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/media/copy-to-s3.ts'], {
      cwd: root,
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.once('error', reject);
    command.once('exit', (code) => resolve({ code, output }));
  });
}

async function onDisk(relativePath: string, bytes: Uint8Array): Promise<void> {
  const file = path.join(dataDir, 'media', relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

const client = () => new S3Client(s3ClientConfig(s3.settings));
const keysInBucket = async () => ((await client().send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? []).map((object) => object.Key).sort();

describe('npm run media:copy-to-s3', () => {
  it('copies every stored file to the same path under the prefix, then only what is new', async () => {
    const picture = new Uint8Array([1, 2, 3, 4]);
    await onDisk('news/a1-picture.webp', picture);
    await onDisk('news/a1-picture.w640.webp', new Uint8Array([5, 6]));
    await onDisk('videos/b2-clip.mp4', new Uint8Array(70_000).fill(9));
    await onDisk('seed/cover.jpg', new Uint8Array([7]));
    // Being written by a running server: not a file yet.
    await onDisk('news/c3.webp.0a1b2c3d.part', new Uint8Array([8]));

    const first = await copyCommand(bucketEnv());
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('copied 4, already there 0, skipped 1, failed 0');
    expect(await keysInBucket()).toEqual(['media/news/a1-picture.w640.webp', 'media/news/a1-picture.webp', 'media/seed/cover.jpg', 'media/videos/b2-clip.mp4']);
    const video = await client().send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: 'media/videos/b2-clip.mp4' }));
    expect([video.ContentLength, video.ContentType]).toEqual([70_000, 'video/mp4']);
    expect(await new S3MediaStore(s3.settings).read('news/a1-picture.webp')).toEqual(picture);

    const again = await copyCommand(bucketEnv());
    expect(again.output).toContain('copied 0, already there 4, skipped 1, failed 0');

    // A new upload, and a file whose copy in the bucket differs (a copy cut short).
    await onDisk('news/d4-later.webp', new Uint8Array([1]));
    await onDisk('seed/cover.jpg', new Uint8Array([7, 7]));
    const later = await copyCommand(bucketEnv());
    expect(later.output).toContain('copied 2, already there 3, skipped 1, failed 0');
  });

  it('fails, saying why, without a bucket, with a bucket that is not there, and without a media folder', async () => {
    const noBucket = await copyCommand({ S3_BUCKET: '' });
    expect([noBucket.code, noBucket.output]).toEqual([1, expect.stringContaining('S3_BUCKET is not set')]);
    const missing = await copyCommand({ ...bucketEnv(), S3_BUCKET: 'no-such-bucket' });
    expect([missing.code, missing.output]).toEqual([1, expect.stringContaining('the bucket no-such-bucket does not answer')]);
    const noFolder = await copyCommand({ ...bucketEnv(), DATA_DIR: path.join(dataDir, 'elsewhere') });
    expect([noFolder.code, noFolder.output]).toEqual([1, expect.stringContaining('there is no media folder at')]);
  });
});
