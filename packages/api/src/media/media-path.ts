import { isSafeMediaPath } from './store';

export type MediaPath = { ok: true; path: string } | { ok: false; problem: string };

/**
 * The stored file a `/media/…` URL names, decoded once from the path as sent. Stored names are
 * plain ASCII, so a path that does not decode, or that decodes to anything else (a `..` part, a
 * NUL, a backslash), names no file and is refused before the disk is asked.
 */
export function mediaPath(url: string): MediaPath {
  const encoded = new URL(url).pathname.replace(/^\/media\//, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return { ok: false, problem: 'The media path has a malformed percent-encoding' };
  }
  if (!isSafeMediaPath(decoded)) {
    return { ok: false, problem: 'A media path is a folder and a file name of letters, digits, "-", "_" and ".", without "." or ".." parts' };
  }
  return { ok: true, path: decoded };
}
