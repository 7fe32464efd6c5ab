import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CACHE_FOREVER, mediaType } from './media-types';
import { objectKey, s3ClientConfig, type S3Settings } from './s3-settings';
import { isMissing, openS3Object } from './s3-stored-file';
import { isSafeMediaPath, newMediaPath, type MediaStore } from './store';
import type { StoredFile } from './stored-file';
import { variantPaths } from './variant-paths';

/**
 * Media in a bucket of S3 or an S3-compatible store (MEDIA_STORE=s3), so that every process of a
 * scaled-out site sees the same files. Keys are the paths the disk store uses (`news/ab12.webp`)
 * under S3_PREFIX, so a disk store copied into the bucket (copy-to-s3.ts) is served as it was.
 */
export class S3MediaStore implements MediaStore {
  constructor(
    private readonly settings: S3Settings,
    private readonly client: S3Client = new S3Client(s3ClientConfig(settings)),
  ) {}

  async save(folder: string, extension: string, bytes: Uint8Array): Promise<string> {
    const relativePath = newMediaPath(folder, extension);
    await this.put(relativePath, bytes);
    return relativePath;
  }

  async put(relativePath: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeMediaPath(relativePath)) throw new Error(`unsafe media path: ${relativePath}`);
    // The type and the cache rule travel with the object, for readers served by the bucket itself
    // or a CDN in front of it (MEDIA_PUBLIC_URL). A PUT replaces an object whole: no reader ever
    // sees half of one.
    const object = { Bucket: this.settings.bucket, Key: this.key(relativePath), Body: bytes };
    await this.client.send(new PutObjectCommand({ ...object, ContentType: mediaType(relativePath), CacheControl: CACHE_FOREVER }));
  }

  async read(relativePath: string): Promise<Uint8Array | null> {
    if (!isSafeMediaPath(relativePath)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(relativePath) }));
      return (await answer.Body?.transformToByteArray()) ?? null;
    } catch (error) {
      // Only a missing file is "no file": a bucket that does not answer is an error to report.
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(relativePath: string): Promise<StoredFile | null> {
    if (!isSafeMediaPath(relativePath)) return null;
    return openS3Object({ client: this.client, bucket: this.settings.bucket, key: this.key(relativePath) });
  }

  async remove(relativePath: string): Promise<void> {
    if (!isSafeMediaPath(relativePath)) return;
    // One request for the file and its smaller sizes; keys that are not there count as removed.
    const keys = [relativePath, ...variantPaths(relativePath)].map((file) => ({ Key: this.key(file) }));
    const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }));
    const failed = answer.Errors ?? [];
    if (failed.length > 0) throw new Error(`could not remove ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
  }

  private key(relativePath: string): string {
    return objectKey(this.settings, relativePath);
  }
}
