import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { variantPath } from './variant-paths';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A real photo-sized image in the store, as an upload leaves it. */
async function storedImage(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } }).webp().toBuffer();
  return api.deps.media.save('news', 'webp', bytes);
}

const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe('smaller sizes of stored images', () => {
  it('answers an image at a width of the list, made once and kept beside the original', async () => {
    const original = await storedImage(1200, 675);
    const first = await api.app.request(`/media/${original}?w=640`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toContain('immutable');
    expect(await widthOf(first)).toBe(640);
    expect(await api.deps.media.read(variantPath(original, 640))).not.toBeNull();
    expect(await widthOf(await api.app.request(`/media/${original}?w=640`))).toBe(640);
    expect(await widthOf(await api.app.request(`/media/${original}`))).toBe(1200);
  });

  it('never makes an image wider than its original', async () => {
    const small = await storedImage(300, 200);
    expect(await widthOf(await api.app.request(`/media/${small}?w=960`))).toBe(300);
  });

  it('refuses widths outside the list, files that are not images, and unknown files', async () => {
    const original = await storedImage(800, 450);
    const odd = await api.app.request(`/media/${original}?w=500`);
    expect(odd.status).toBe(400);
    expect(await odd.text()).toBe('w must be one of 320, 640, 960, 1280');
    expect((await api.app.request(`/media/${original}?w=abc`)).status).toBe(400);
    const video = await api.deps.media.save('videos', 'mp4', new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]));
    expect((await api.app.request(`/media/${video}?w=320`)).status).toBe(400);
    expect((await api.app.request('/media/news/missing.webp?w=320')).status).toBe(404);
    // Sizes are made of originals only: no chain of copies of copies.
    await api.app.request(`/media/${original}?w=640`);
    expect((await api.app.request(`/media/${variantPath(original, 640)}?w=320`)).status).toBe(400);
    // A file that only claims to be an image is not resized, and nothing is kept for it.
    const fake = await api.deps.media.save('news', 'webp', new TextEncoder().encode('not an image'));
    expect((await api.app.request(`/media/${fake}?w=320`)).status).toBe(404);
    expect(await api.deps.media.read(variantPath(fake, 320))).toBeNull();
  });

  it('removing an image removes its smaller sizes with it', async () => {
    const original = await storedImage(1000, 600);
    await api.app.request(`/media/${original}?w=320`);
    await api.app.request(`/media/${original}?w=960`);
    await api.deps.media.remove(original);
    for (const path of [original, variantPath(original, 320), variantPath(original, 960)]) expect(await api.deps.media.read(path)).toBeNull();
  });
});
