// The cluster's object store: an S3-compatible server (s3rver) in the harness's own process, on
// loopback and a port the kernel picks, keeping its one bucket as files in the run's folder. Every
// app process keeps its media there (MEDIA_STORE=s3), as the machines of a scaled-out site share
// one bucket (docs/scale-out.md, "Object storage for media"); none has a media folder of its own.
// The API's tests start theirs the same way (packages/api/test/local-s3.ts).
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** s3rver checks request signatures, and these are the only keys it knows. */
const S3RVER_KEY = 'S3RVER';
const BUCKET = 'newsroom-media';

export interface ObjectStore {
  /** http://127.0.0.1:<port>; objects are at <endpoint>/<bucket>/<key> (path style). */
  endpoint: string;
  bucket: string;
  /** The settings an app process reads (packages/api/src/config.ts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the server with an empty bucket; its files live in `directory`, which the caller removes. */
export async function startObjectStore(directory: string): Promise<ObjectStore> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: BUCKET,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
