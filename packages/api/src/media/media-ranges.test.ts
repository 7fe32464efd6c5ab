import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
/** A stored "video" whose every byte says where it is, so a slice can be checked exactly. */
let video: string;
const SIZE = 70_000;
const bytes = Uint8Array.from({ length: SIZE }, (_, i) => (i * 7 + (i >> 8)) % 256);

beforeAll(async () => {
  api = await createTestApi();
  video = await api.deps.media.save('videos', 'mp4', bytes);
});
afterAll(() => api.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => api.app.request(path, { method, headers });
const body = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('stored media, whole and in parts', () => {
  it('answers the whole file with what a player and a cache need to know', async () => {
    const response = await get(`/media/${video}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(new Date(response.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(0);
    expect(await body(response)).toEqual(bytes);
  });

  it('answers one range with 206 and exactly those bytes: closed, open and suffix ranges', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, SIZE - 1],
      ['bytes=-500', SIZE - 500, SIZE - 1],
      ['bytes=65530-65545', 65_530, 65_545],
      // Past the end is clipped to the end; a suffix longer than the file is the whole file.
      ['bytes=69990-99999999', 69_990, SIZE - 1],
      ['bytes=-99999999', 0, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(`/media/${video}`, { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(await body(response), range).toEqual(bytes.slice(start, end + 1));
    }
  });

  it('answers a range outside the file with 416 and the size', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0']) {
      const response = await get(`/media/${video}`, { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${SIZE}`);
      expect(await response.text()).toBe(`The range is outside the file (${SIZE} bytes)`);
    }
  });

  it('answers several ranges, other units and malformed ranges with the whole file', async () => {
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=abc', 'bytes=9-5', 'bytes=-', 'bytes 0-9']) {
      const response = await get(`/media/${video}`, { range });
      expect(response.status, range).toBe(200);
      expect(response.headers.get('content-range'), range).toBeNull();
      expect((await body(response)).length, range).toBe(SIZE);
    }
  });

  it('answers HEAD with the headers of the whole file and no body', async () => {
    const response = await get(`/media/${video}`, { range: 'bytes=0-9' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await body(response)).length).toBe(0);
    expect((await get('/media/videos/missing.mp4', {}, 'HEAD')).status).toBe(404);
  });
});

describe('revalidating stored media', () => {
  const validators = async () => {
    const response = await get(`/media/${video}`);
    await response.arrayBuffer();
    return { etag: response.headers.get('etag') ?? '', lastModified: response.headers.get('last-modified') ?? '' };
  };

  it('answers 304 to a reader whose copy is current, by entity tag or by date', async () => {
    const { etag, lastModified } = await validators();
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    const current: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': later },
    ];
    for (const headers of current) {
      const response = await get(`/media/${video}`, headers);
      expect(response.status, JSON.stringify(headers)).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect((await body(response)).length).toBe(0);
    }
  });

  it('answers the file when the reader holds another version', async () => {
    const { lastModified } = await validators();
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    // A tag that does not match decides, whatever the date says.
    const other: Record<string, string>[] = [
      { 'if-none-match': '"other"' },
      { 'if-modified-since': earlier },
      { 'if-none-match': '"other"', 'if-modified-since': lastModified },
      { 'if-modified-since': 'not a date' },
    ];
    for (const headers of other) {
      const response = await get(`/media/${video}`, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect((await body(response)).length).toBe(SIZE);
    }
  });

  it('sends the part asked for only if the reader\'s copy is still this file (If-Range)', async () => {
    const { etag, lastModified } = await validators();
    const part = (ifRange: string) => get(`/media/${video}`, { range: 'bytes=10-19', 'if-range': ifRange });
    expect((await part(etag)).status).toBe(206);
    expect((await part(lastModified)).status).toBe(206);
    // Another version, a weak tag or an older date: the whole file, since the part would not fit.
    for (const stale of ['"other"', `W/${etag}`, new Date(Date.parse(lastModified) - 60_000).toUTCString(), 'nonsense']) {
      const response = await part(stale);
      expect(response.status, stale).toBe(200);
      expect((await body(response)).length).toBe(SIZE);
    }
  });

  it('keeps the headers that stop a stored file from running script on parts and 304s', async () => {
    const { etag } = await validators();
    for (const response of [await get(`/media/${video}`, { range: 'bytes=0-1' }), await get(`/media/${video}`, { 'if-none-match': etag })]) {
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      await response.arrayBuffer();
    }
  });
});

describe('smaller sizes of images, streamed like the originals', () => {
  it('answers ranges, HEAD and 304 for a size too', async () => {
    const original = await api.deps.media.save('news', 'webp', await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3a6' } }).webp().toBuffer());
    const whole = await get(`/media/${original}?w=320`);
    expect(whole.status).toBe(200);
    const sized = await body(whole);
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const part = await get(`/media/${original}?w=320`, { range: 'bytes=0-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${sized.length}`);
    expect(await body(part)).toEqual(sized.slice(0, 12));
    expect((await get(`/media/${original}?w=320`, { 'if-none-match': etag })).status).toBe(304);
    const head = await get(`/media/${original}?w=320`, {}, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(sized.length));
    expect(head.headers.get('content-type')).toBe('image/webp');
  });
});
