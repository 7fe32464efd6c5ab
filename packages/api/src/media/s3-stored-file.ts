import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { StoredFile } from './stored-file';

/** One object of a bucket. */
export interface S3Object {
  client: S3Client;
  bucket: string;
  key: string;
}

/** S3 answered 404: no such object (HEAD answers carry no code that says more). */
export function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;
}

/**
 * A stored object as it is in the bucket now: its size and date from one HEAD, its bytes fetched
 * only when a reader takes them. Null when there is no such object.
 */
export async function openS3Object(object: S3Object): Promise<StoredFile | null> {
  let head;
  try {
    head = await object.client.send(new HeadObjectCommand({ Bucket: object.bucket, Key: object.key }));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const etag = head.ETag;
  return { size, modified: head.LastModified ?? new Date(0), stream: (start, end) => objectStream(object, etag, start, end) };
}

/**
 * Bytes `start` to `end` (inclusive) of the object. Nothing is asked of the bucket until the
 * first read, so an answer never read (HEAD, 304) costs no GET. When the reader goes away, the
 * GET is aborted and its connection closed: an unread answer body would hold one of the client's
 * connections for good, and enough of them would stall every later request.
 */
function objectStream(object: S3Object, etag: string | undefined, start: number, end: number): ReadableStream<Uint8Array> {
  const expected = end + 1 - start;
  const aborter = new AbortController();
  let body: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let received = 0;
  const stop = async () => {
    aborter.abort();
    const reading = body;
    body = undefined;
    await reading?.cancel().catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (expected <= 0) return controller.close();
          if (!body) {
            // If-Match: objects are never rewritten in place, and one that changed since its
            // headers were sent would not fit them (Content-Length, ETag), so it is cut off.
            const range = `bytes=${start}-${end}`;
            const answer = await object.client.send(new GetObjectCommand({ Bucket: object.bucket, Key: object.key, Range: range, IfMatch: etag }), { abortSignal: aborter.signal });
            if (!answer.Body) throw new Error('the bucket answered without the object');
            body = answer.Body.transformToWebStream().getReader();
            // Checked here too, for S3-compatible stores that ignore If-Match.
            if (etag && answer.ETag !== etag) throw new Error('the object changed while it was being sent');
          }
          const { done, value } = await body.read();
          if (done) {
            if (received !== expected) throw new Error('the object ended before its size');
            body = undefined;
            return controller.close();
          }
          received += value.byteLength;
          if (received > expected) throw new Error('the object is longer than its size');
          controller.enqueue(value);
        } catch (error) {
          await stop();
          controller.error(error);
        }
      },
      cancel: stop,
    },
    // Fetch a chunk only when the reader asks for one: the socket's pace sets the bucket's.
    { highWaterMark: 0 },
  );
}
