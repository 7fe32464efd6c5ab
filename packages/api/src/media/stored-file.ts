import { open, stat } from 'node:fs/promises';

/** Bytes read from disk at a time: enough to keep a socket busy, little enough that many readers cost little. */
const CHUNK_BYTES = 64 * 1024;

/** A stored file as it is on disk now: what its headers need, and its bytes on demand. */
export interface StoredFile {
  size: number;
  modified: Date;
  /**
   * Bytes `start` to `end` (inclusive), read from disk as the reader takes them. The file is
   * opened at the first read and closed at the end or when the reader goes away, so an answer
   * that is never read (HEAD, 304, a dropped request) holds nothing open.
   */
  stream(start: number, end: number): ReadableStream<Uint8Array>;
}

/** The stored file at an absolute path, or null when there is no such file. */
export async function storedFile(file: string): Promise<StoredFile | null> {
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) return null;
  const { size, mtimeMs } = stats;
  return { size, modified: stats.mtime, stream: (start, end) => fileStream(file, { size, mtimeMs }, start, end) };
}

function fileStream(file: string, expected: { size: number; mtimeMs: number }, start: number, end: number): ReadableStream<Uint8Array> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  let position = start;
  const close = async () => {
    const opened = handle;
    handle = undefined;
    await opened?.close().catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!handle) {
            handle = await open(file, 'r');
            // Files are never rewritten in place; one that changed since its headers were sent
            // would not fit them (Content-Length, ETag), so the answer is cut off instead.
            const now = await handle.stat();
            if (now.size !== expected.size || now.mtimeMs !== expected.mtimeMs) throw new Error('the file changed while it was being sent');
          }
          const length = Math.min(CHUNK_BYTES, end + 1 - position);
          if (length <= 0) {
            await close();
            controller.close();
            return;
          }
          const chunk = new Uint8Array(length);
          const { bytesRead } = await handle.read(chunk, 0, length, position);
          if (bytesRead === 0) throw new Error('the file ended before its size');
          position += bytesRead;
          controller.enqueue(bytesRead === length ? chunk : chunk.subarray(0, bytesRead));
          if (position > end) {
            await close();
            controller.close();
          }
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    },
    // Read a chunk only when the reader asks for one: the socket's pace sets the disk's.
    { highWaterMark: 0 },
  );
}
