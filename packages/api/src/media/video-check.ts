import { badRequest, tooLarge, unsupportedType } from '../core/errors';

export type VideoKind = 'mp4' | 'webm';
/** `not-video`: neither container at all; `damaged`: it starts as one but its structure does not hold (cut short, corrupt). */
export type VideoVerdict = { kind: VideoKind } | { problem: 'not-video' | 'damaged' };

/** An upload read a range at a time (a `File` is one), so a large video is never copied whole to be checked. */
interface Upload {
  readonly size: number;
  slice(start: number, end: number): Blob;
}

/** Brands of the MP4 files browsers play (major or compatible); QuickTime-only files and still images (HEIF, AVIF) are refused. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);
/** A video has thousands of boxes or clusters at most; more is a file built to keep the check busy. */
const MAX_PARTS = 100_000;

async function bytesAt(upload: Upload, start: number, length: number): Promise<Uint8Array> {
  return new Uint8Array(await upload.slice(start, Math.min(start + length, upload.size)).arrayBuffer());
}

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const isPrintable = (code: string) => code.length === 4 && /^[\x20-\x7e]{4}$/.test(code);

function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

/** ISO BMFF: a `ftyp` box of a known brand, then top-level boxes that tile the file exactly, with `moov` and `mdat` among them. */
async function checkMp4(upload: Upload, head: Uint8Array): Promise<VideoVerdict> {
  const ftypSize = readUint(head, 0, 4);
  if (ftypSize < 16 || ftypSize > 4096 || (ftypSize - 16) % 4 !== 0) return { problem: 'damaged' };
  const ftyp = ftypSize <= head.length ? head : await bytesAt(upload, 0, ftypSize);
  if (ftyp.length < ftypSize) return { problem: 'damaged' };
  const brands = [fourCc(ftyp, 8)];
  for (let at = 16; at < ftypSize; at += 4) brands.push(fourCc(ftyp, at));
  if (!brands.some((brand) => MP4_BRANDS.has(brand))) return { problem: 'not-video' };
  const seen = new Set<string>();
  let offset = 0;
  for (let parts = 0; offset < upload.size; parts++) {
    if (parts >= MAX_PARTS || upload.size - offset < 8) return { problem: 'damaged' };
    const header = await bytesAt(upload, offset, 16);
    const type = fourCc(header, 4);
    if (!isPrintable(type)) return { problem: 'damaged' };
    let size = readUint(header, 0, 4);
    // Size 1: a 64-bit size follows the type; size 0: the box runs to the end of the file.
    if (size === 1) size = header.length === 16 ? readUint(header, 8, 8) : 0;
    else if (size === 0) size = upload.size - offset;
    if (size < 8 || offset + size > upload.size) return { problem: 'damaged' };
    seen.add(type);
    offset += size;
  }
  return seen.has('moov') && seen.has('mdat') ? { kind: 'mp4' } : { problem: 'damaged' };
}

interface Element {
  id: number;
  /** Where the element's data starts. */
  dataAt: number;
  /** Its data size; null when the writer left it unknown (a live recording). */
  size: number | null;
}

/** The EBML element header at `at` of these bytes: the id keeps its length marker, the size drops it. */
function parseElement(bytes: Uint8Array, at: number): Element | null {
  const idLength = Math.clz32(bytes[at] ?? 0) - 23;
  if (idLength < 1 || idLength > 4) return null;
  const sizeAt = at + idLength;
  const sizeLength = Math.clz32(bytes[sizeAt] ?? 0) - 23;
  if (sizeLength < 1 || sizeLength > 8 || bytes.length < sizeAt + sizeLength) return null;
  const marker = 2 ** (8 - sizeLength);
  const first = (bytes[sizeAt] ?? 0) % marker;
  const rest = bytes.subarray(sizeAt + 1, sizeAt + sizeLength);
  const unknown = first === marker - 1 && rest.every((byte) => byte === 0xff);
  const size = first * 256 ** (sizeLength - 1) + readUint(rest, 0, rest.length);
  return { id: readUint(bytes, at, idLength), dataAt: sizeAt + sizeLength, size: unknown ? null : size };
}

/** The element header at `at` in the upload. */
async function elementAt(upload: Upload, at: number): Promise<Element | null> {
  const element = parseElement(await bytesAt(upload, at, 12), 0);
  return element && { ...element, dataAt: at + element.dataAt };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;

/** WebM: an EBML header whose DocType is `webm`, then a Segment whose elements tile it within the file, with Tracks before the first Cluster. */
async function checkWebm(upload: Upload): Promise<VideoVerdict> {
  const header = await elementAt(upload, 0);
  if (!header || header.id !== EBML || header.size === null || header.size > 4096) return { problem: 'damaged' };
  const fields = await bytesAt(upload, header.dataAt, header.size);
  if (fields.length < header.size) return { problem: 'damaged' };
  let docType = '';
  for (let at = 0; at < fields.length; ) {
    const field = parseElement(fields, at);
    if (!field || field.size === null || field.dataAt + field.size > fields.length) return { problem: 'damaged' };
    if (field.id === DOC_TYPE) docType = new TextDecoder().decode(fields.subarray(field.dataAt, field.dataAt + field.size)).replace(/\0+$/, '');
    at = field.dataAt + field.size;
  }
  if (docType !== 'webm') return { problem: 'not-video' };
  const segment = await elementAt(upload, header.dataAt + header.size);
  if (!segment || segment.id !== SEGMENT) return { problem: 'damaged' };
  const end = segment.size === null ? upload.size : segment.dataAt + segment.size;
  if (end > upload.size) return { problem: 'damaged' };
  let hasTracks = false;
  let hasCluster = false;
  let offset = segment.dataAt;
  for (let parts = 0; offset < end; parts++) {
    const element = parts < MAX_PARTS ? await elementAt(upload, offset) : null;
    if (!element) return { problem: 'damaged' };
    if (element.id === TRACKS) hasTracks = true;
    if (element.id === CLUSTER) {
      if (!hasTracks) return { problem: 'damaged' };
      hasCluster = true;
    }
    // A recording made live (a browser's MediaRecorder) leaves cluster sizes unknown: each runs
    // on to the next, so the scan ends at the first one, the tracks being known by then.
    if (element.size === null) return element.id === CLUSTER ? { kind: 'webm' } : { problem: 'damaged' };
    if (element.dataAt + element.size > end) return { problem: 'damaged' };
    offset = element.dataAt + element.size;
  }
  return hasCluster ? { kind: 'webm' } : { problem: 'damaged' };
}

/**
 * What an upload really is, from its own bytes (the declared name and type are not trusted):
 * an MP4 or WebM whose container holds together, read a header at a time.
 */
export async function recogniseVideo(upload: Upload): Promise<VideoVerdict> {
  const head = await bytesAt(upload, 0, 64);
  if (fourCc(head, 4) === 'ftyp') return checkMp4(upload, head);
  if (readUint(head, 0, 4) === EBML) return checkWebm(upload);
  return { problem: 'not-video' };
}

/**
 * The kind of a video upload, or the refusal that names its field: empty 400, too large 413,
 * not a video or a damaged one 415 (as for images: the file is not of a type the site takes).
 */
export async function checkedVideo(upload: Upload, field: string, maxBytes: number): Promise<VideoKind> {
  if (upload.size === 0) throw badRequest(`${field} is an empty file`);
  if (upload.size > maxBytes) throw tooLarge(`${field} is larger than ${Math.round(maxBytes / 1048576)} MB`);
  const verdict = await recogniseVideo(upload);
  if ('kind' in verdict) return verdict.kind;
  if (verdict.problem === 'not-video') throw unsupportedType(`${field} must be an MP4 or WebM video`);
  throw unsupportedType(`${field} is not a playable video: the file is damaged or incomplete`);
}
