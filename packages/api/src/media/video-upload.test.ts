import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@newsroom/contract/roles';
import { imageFile, insertNewsWorld, mp4File } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let writer: { id: number; token: string };
beforeAll(async () => {
  api = await createTestApi();
  api.deps.config.postRatePerMinute = 1000;
  world = await insertNewsWorld(api.deps.db);
  writer = await api.signedInUser({ role: ROLES.trustedAuthor });
});
afterAll(() => api.close());

const webm = () => new File([new Uint8Array(readFileSync(path.resolve(__dirname, '../../test/fixtures/video-sample.webm')))], 'clip.webm', { type: 'video/webm' });

/** Every file in the media store: a refused upload must leave none behind (the story's picture included). */
function storedFiles(): string[] {
  const root = api.deps.config.mediaDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function postVideo(video: File) {
  const fields = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'A video story', content_type: 'video_upload' };
  return api.call('set_news', fields, { token: writer.token, files: { image: await imageFile('jpeg'), content_data: video }, method: 'POST' });
}

describe('set_news with an uploaded video', () => {
  it('stores a real MP4 and a real WebM as they are, served with their type', async () => {
    for (const [video, type] of [[mp4File(), 'video/mp4'], [webm(), 'video/webm']] as const) {
      const { status, body } = await postVideo(video);
      expect(status).toBe(200);
      const url: string = body.data.content_value;
      expect(url).toMatch(new RegExp(`^http://news\\.test/media/videos/.+\\.${type.split('/')[1]}$`));
      const served = await api.app.request(url);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, type]);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await video.arrayBuffer()));
    }
  });

  it('refuses a file that is no video, a video cut short and one too large, leaving no file behind', async () => {
    const before = storedFiles();
    const real = new Uint8Array(await mp4File().arrayBuffer());
    const jpeg = await imageFile('jpeg', 'clip.mp4');
    const cases: [File, number, string][] = [
      [new File(['just some words, not a video'], 'clip.mp4', { type: 'video/mp4' }), 415, 'content_data must be an MP4 or WebM video'],
      [new File([jpeg], 'clip.mp4', { type: 'video/mp4' }), 415, 'content_data must be an MP4 or WebM video'],
      [new File([real.slice(0, 1024)], 'clip.mp4', { type: 'video/mp4' }), 415, 'content_data is not a playable video: the file is damaged or incomplete'],
    ];
    for (const [video, status, message] of cases) {
      const answer = await postVideo(video);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const limit = api.deps.config.uploadMaxBytes;
    api.deps.config.uploadMaxBytes = 1024 * 1024;
    try {
      const tooLarge = await postVideo(new File([real, new Uint8Array(1024 * 1024)], 'clip.mp4', { type: 'video/mp4' }));
      expect([tooLarge.status, tooLarge.body.message]).toEqual([413, 'content_data is larger than 1 MB']);
    } finally {
      api.deps.config.uploadMaxBytes = limit;
    }
    expect(storedFiles()).toEqual(before);
  });
});
