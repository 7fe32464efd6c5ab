import type { Context } from 'hono';
import { askedRange, WHOLE } from './byte-ranges';
import { entityTag, ifRangeHolds, readerHasCurrentCopy } from './file-validators';
import type { StoredFile } from './stored-file';

/**
 * The answer to a GET or HEAD of a stored file, its bytes streamed from disk as the reader takes
 * them: 304 when the reader's copy is current, 206 for one range (a player seeking), 416 for a
 * range the file does not have, otherwise the whole file. HEAD describes the whole file: only GET
 * has ranges (RFC 9110 §14.2).
 */
export function answerWithFile(c: Context, file: StoredFile, contentType: string, cacheControl: string): Response {
  // Kept on a 304 too: a cache refreshes its copy's headers from it, and a type left out would
  // be filled in as text by the HTTP server.
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': cacheControl,
    etag: entityTag(file),
    'last-modified': file.modified.toUTCString(),
    'accept-ranges': 'bytes',
  };
  const asked = c.req.raw.headers;
  if (readerHasCurrentCopy(asked, file)) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'content-length': String(file.size) });
  const range = ifRangeHolds(asked, file) ? askedRange(c.req.header('range'), file.size) : WHOLE;
  if (range.kind === 'outside') {
    return c.text(`The range is outside the file (${file.size} bytes)`, 416, { 'content-range': `bytes */${file.size}`, 'accept-ranges': 'bytes' });
  }
  if (range.kind === 'part') {
    return c.body(file.stream(range.start, range.end), 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
      'content-length': String(range.end - range.start + 1),
    });
  }
  return c.body(file.stream(0, file.size - 1), 200, { ...headers, 'content-length': String(file.size) });
}
