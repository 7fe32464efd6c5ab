import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** A bucket and how to reach it: the S3_* settings (config.ts). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible store's address; unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset, the SDK's usual chain: AWS_* variables, a profile, the machine's role. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `host/bucket/key` addresses instead of `bucket.host/key`: what most S3-compatible stores expect. */
  forcePathStyle: boolean;
  /** Folders the media live under in the bucket (`media` or `sites/news`), or '' for its top. */
  prefix: string;
}

/** The client's settings for a bucket; tests add their own connection limits to them. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them (a batch delete): several S3-compatible stores refuse
    // the SDK's newer default ones, and a streamed upload would otherwise be sent in chunks that
    // some do not read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The object key of a stored path: the same relative path, under the prefix. */
export function objectKey(settings: Pick<S3Settings, 'prefix'>, relativePath: string): string {
  return settings.prefix ? `${settings.prefix}/${relativePath}` : relativePath;
}
