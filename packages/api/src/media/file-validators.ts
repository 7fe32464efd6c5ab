import type { StoredFile } from './stored-file';

type Version = Pick<StoredFile, 'size' | 'modified'>;

/**
 * A strong entity tag from the size and the modification time. Stored files are never rewritten
 * in place (an upload gets a new name, a smaller size is written aside and renamed in), so the
 * two name the bytes, and a strong tag lets `If-Range` resume a download.
 */
export function entityTag({ size, modified }: Version): string {
  return `"${size.toString(36)}-${modified.getTime().toString(36)}"`;
}

/** HTTP dates carry whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function httpDateSeconds(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

const TAGS = /(?:W\/)?"[^"]*"/g;

/**
 * Whether the reader's copy is this version, so a 304 will do (RFC 9110 §13.2.2): `If-None-Match`
 * decides when sent (a weak comparison, `*` for any), otherwise `If-Modified-Since`.
 */
export function readerHasCurrentCopy(headers: Headers, version: Version): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    if (ifNoneMatch.trim() === '*') return true;
    const tag = entityTag(version);
    return (ifNoneMatch.match(TAGS) ?? []).some((candidate) => candidate.replace(/^W\//, '') === tag);
  }
  const since = httpDateSeconds(headers.get('if-modified-since'));
  return since !== null && seconds(version.modified) <= since;
}

/**
 * Whether a range may be answered (RFC 9110 §13.1.5): only for the version the reader already
 * holds part of, by a strong tag or the exact date. Otherwise the whole file goes, since a part of
 * another version would not fit the reader's.
 */
export function ifRangeHolds(headers: Headers, version: Version): boolean {
  const ifRange = headers.get('if-range')?.trim();
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === entityTag(version);
  return httpDateSeconds(ifRange) === seconds(version.modified);
}
