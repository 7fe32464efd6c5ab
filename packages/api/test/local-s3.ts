import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/media/s3-settings';

/** s3rver checks request signatures, and these are the only keys it knows. */
const KEY = 'S3RVER';

export interface LocalS3 {
  /** A bucket that exists, on this server. */
  settings: S3Settings;
  /** The same, as the settings a process reads (config.ts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its buckets in a
 * folder of its own, with one empty bucket. `close` stops it and removes the folder.
 */
export async function startLocalS3(bucket = 'newsroom-media', prefix = ''): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'news-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: KEY, secretAccessKey: KEY }, forcePathStyle: true, prefix },
    env: { MEDIA_STORE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, ...(prefix ? { S3_PREFIX: prefix } : {}) },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
