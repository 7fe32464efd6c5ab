import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_SOURCE } from '@newsroom/db/seed/index';
import { ApiError } from '../core/errors';
import { checkedVideo, recogniseVideo } from './video-check';

// Real files: the demo's MP4 (H.264/AAC) and a two-second VP9/Opus WebM made with ffmpeg.
const mp4 = new Uint8Array(readFileSync(DEMO_VIDEO_SOURCE));
const webm = new Uint8Array(readFileSync(path.resolve(__dirname, '../../test/fixtures/video-sample.webm')));
const upload = (bytes: Uint8Array<ArrayBuffer>, name = 'clip.mp4') => new File([bytes], name, { type: 'video/mp4' });

/** Big-endian box of this type around these bytes. */
function box(type: string, body: Uint8Array = new Uint8Array(0)): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + body.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(body, 8);
  return bytes;
}
const join = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.concat(parts));
const ftyp = (...brands: string[]) => box('ftyp', join(new TextEncoder().encode(brands[0]), new Uint8Array(4), ...brands.slice(1).map((b) => new TextEncoder().encode(b))));

async function refusal(file: Uint8Array<ArrayBuffer> | Parameters<typeof checkedVideo>[0], maxBytes = 10_000_000): Promise<[number, string]> {
  try {
    await checkedVideo(file instanceof Uint8Array ? upload(file) : file, 'content_data', maxBytes);
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.message];
    throw error;
  }
  throw new Error('the upload was taken');
}

describe('recogniseVideo', () => {
  it('knows a real MP4 and a real WebM', async () => {
    expect(await recogniseVideo(upload(mp4))).toEqual({ kind: 'mp4' });
    expect(await recogniseVideo(upload(webm, 'clip.webm'))).toEqual({ kind: 'webm' });
  });

  it('reads only headers, a few kilobytes, whatever the size of the video', async () => {
    for (const bytes of [mp4, webm]) {
      const reads: number[] = [];
      const file = upload(bytes);
      const spy = { size: file.size, slice: (start: number, end: number) => (reads.push(end - start), file.slice(start, end)) };
      expect('kind' in (await recogniseVideo(spy))).toBe(true);
      expect(Math.max(...reads)).toBeLessThanOrEqual(4096);
      expect(reads.reduce((sum, n) => sum + n, 0)).toBeLessThan(bytes.length / 10);
    }
  });

  it('refuses files that are no video, whatever their name says', async () => {
    const text = new TextEncoder().encode('This is not a video, only words in a file named clip.mp4\n'.repeat(40));
    const jpeg = new Uint8Array(await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c8102e' } }).jpeg().toBuffer());
    const heif = join(ftyp('heic', 'mif1', 'heic'), box('meta'), box('mdat', new Uint8Array(64)));
    for (const bytes of [text, jpeg, heif, new Uint8Array(3)]) expect(await recogniseVideo(upload(bytes))).toEqual({ problem: 'not-video' });
  });

  it('refuses a video cut short or whose boxes do not hold together', async () => {
    const damaged = [
      mp4.slice(0, 1024),
      mp4.slice(0, mp4.length - 1),
      webm.slice(0, 1024),
      webm.slice(0, webm.length - 100),
      // Only the file type: no movie header, no media data.
      ftyp('isom', 'isom', 'mp41'),
      join(ftyp('isom', 'isom'), box('moov')),
      // A box claiming more bytes than follow.
      join(ftyp('mp42', 'isom'), box('moov'), new Uint8Array([0, 0, 0x10, 0, 0x6d, 0x64, 0x61, 0x74, 1, 2, 3])),
      // A box whose type is not text.
      join(ftyp('isom', 'isom'), box('moov'), new Uint8Array([0, 0, 0, 8, 0, 1, 2, 3])),
      // The EBML header of a WebM with nothing after it.
      webm.slice(0, 40),
    ];
    for (const [index, bytes] of damaged.entries()) expect(await recogniseVideo(upload(bytes)), `case ${index}`).toEqual({ problem: 'damaged' });
    // The same boxes, whole, pass.
    expect(await recogniseVideo(upload(join(ftyp('mp42', 'isom'), box('moov'), box('mdat', new Uint8Array(16)))))).toEqual({ kind: 'mp4' });
  });

  it('takes a Matroska file only when it is WebM', async () => {
    const matroska = new Uint8Array(webm);
    const at = Buffer.from(matroska).indexOf('webm');
    matroska.set(new TextEncoder().encode('mkvx'), at);
    expect(await recogniseVideo(upload(matroska))).toEqual({ problem: 'not-video' });
  });
});

describe('checkedVideo', () => {
  it('answers the kind of a good video', async () => {
    expect(await checkedVideo(upload(mp4), 'content_data', 1_000_000)).toBe('mp4');
    expect(await checkedVideo(upload(webm), 'content_data', 1_000_000)).toBe('webm');
  });

  it('refuses with the status and a message that names the field', async () => {
    expect(await refusal(new Uint8Array(0))).toEqual([400, 'content_data is an empty file']);
    // The size is checked before any byte is read.
    const huge = { size: 21 * 1048576, slice: (): Blob => { throw new Error('read'); } };
    expect(await refusal(huge, 20 * 1048576)).toEqual([413, 'content_data is larger than 20 MB']);
    expect(await refusal(new TextEncoder().encode('<?php echo 1; ?>'))).toEqual([415, 'content_data must be an MP4 or WebM video']);
    expect(await refusal(mp4.slice(0, 1024))).toEqual([415, 'content_data is not a playable video: the file is damaged or incomplete']);
  });
});
