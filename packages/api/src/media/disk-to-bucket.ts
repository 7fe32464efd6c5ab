import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CACHE_FOREVER, mediaType } from './media-types';
import { objectKey, s3ClientConfig, type S3Settings } from './s3-settings';
import { isSafeMediaPath } from './store';

export interface CopyCounts {
  copied: number;
  /** Already in the bucket with the same size: an earlier run copied them. */
  present: number;
  /** Not media: files a running server is still writing, names no URL can reach. */
  skipped: number;
  failed: number;
}

/** Files sent at once: enough to hide each request's round trip, few enough for a small machine. */
const PARALLEL = 8;

/**
 * Copies a disk store (DATA_DIR/media) into a bucket under the same paths, so S3MediaStore serves
 * what DiskMediaStore did. Files already there with the same size are left alone (names are
 * unique per upload, so the same name and size is the same file): a run after a failure, or after
 * more uploads, copies only what is missing. A file that fails is counted and the rest go on.
 */
export async function copyDiskToBucket(mediaDir: string, settings: S3Settings, log: (line: string) => void = () => {}): Promise<CopyCounts> {
  const files = await filesUnder(mediaDir);
  const client = new S3Client(s3ClientConfig(settings));
  try {
    return await copyFiles(files, mediaDir, settings, client, log);
  } finally {
    client.destroy();
  }
}

async function copyFiles(files: DiskFile[], mediaDir: string, settings: S3Settings, client: S3Client, log: (line: string) => void): Promise<CopyCounts> {
  await client.send(new HeadBucketCommand({ Bucket: settings.bucket })).catch((error: unknown) => {
    // A missing bucket answers a bare 404, whose error says only its name (NotFound).
    const { name, message } = error as Error;
    throw new Error(`the bucket ${settings.bucket} does not answer: ${message && message !== 'UnknownError' ? message : name}`);
  });
  const inBucket = await objectSizes(client, settings);
  const counts: CopyCounts = { copied: 0, present: 0, skipped: 0, failed: 0 };
  const copyOne = async ({ relativePath, size }: DiskFile) => {
    if (!isSafeMediaPath(relativePath) || relativePath.endsWith('.part')) {
      counts.skipped++;
      log(`skipped ${relativePath}: not a stored file`);
      return;
    }
    const key = objectKey(settings, relativePath);
    if (inBucket.get(key) === size) {
      counts.present++;
      return;
    }
    try {
      const body = createReadStream(path.join(mediaDir, relativePath));
      const object = { Bucket: settings.bucket, Key: key, Body: body, ContentLength: size };
      await client.send(new PutObjectCommand({ ...object, ContentType: mediaType(relativePath), CacheControl: CACHE_FOREVER }));
      counts.copied++;
    } catch (error) {
      counts.failed++;
      log(`failed ${relativePath}: ${(error as Error).message}`);
    }
  };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await copyOne(file);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return counts;
}

interface DiskFile {
  /** With `/` between folders, as the store names files. */
  relativePath: string;
  size: number;
}

async function filesUnder(mediaDir: string): Promise<DiskFile[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => {
    // An empty copy of a mistyped DATA_DIR would look like success.
    throw new Error(`there is no media folder at ${mediaDir}`);
  });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ relativePath: path.relative(mediaDir, file).split(path.sep).join('/'), size: (await stat(file)).size })));
}

/** The size of every object under the prefix, listed once rather than asked file by file. */
async function objectSizes(client: S3Client, settings: S3Settings): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix ? `${settings.prefix}/` : undefined, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? -1);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return sizes;
}
