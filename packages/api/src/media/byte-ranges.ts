/** What a `Range` header asks of a file: all of it, one part (`end` included), or a part it does not have. */
export type AskedRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'outside' };

export const WHOLE: AskedRange = { kind: 'whole' };
const OUTSIDE: AskedRange = { kind: 'outside' };

/** One byte range: `bytes=0-99`, `bytes=100-` (to the end) or `bytes=-500` (the last 500). */
const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14.2). Players ask for one
 * range, and one range is answered. Several ranges are answered with the whole file, as the RFC
 * allows: a multipart answer to many small or overlapping ranges would cost more than the file.
 * A header that is not a byte range (another unit, a malformed range) is ignored, as the RFC says.
 */
export function askedRange(header: string | undefined, size: number): AskedRange {
  const match = header === undefined ? null : ONE_RANGE.exec(header.trim());
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return WHOLE;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return OUTSIDE;
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return OUTSIDE;
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
