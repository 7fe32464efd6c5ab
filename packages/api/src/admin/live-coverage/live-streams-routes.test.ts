import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
});
afterAll(() => api.close());

const stream = (fields: Record<string, unknown> = {}) => ({ language_id: api.base.en.id, title: 'Council meeting', type: 'url_youtube', url: 'https://www.youtube.com/watch?v=abc123def', ...fields });
const onAir = async () => ((await api.call('get_live_streaming', { language_id: api.base.en.id })).body.data as { title: string }[]).map((entry) => entry.title);

describe('live streams in the console', () => {
  it('creates a YouTube or HLS stream with its image; readers see it while on air', async () => {
    const youtube = await api.admin('POST', 'live-streams', { login: editor, body: stream({ meta_title: 'Council' }), files: { image: await testImage('png') } });
    expect(youtube.status).toBe(201);
    expect(youtube.body.data).toMatchObject({ type: 'url_youtube', url: 'https://www.youtube.com/watch?v=abc123def', status: 1, meta_title: 'Council' });
    expect(youtube.body.data.image).toMatch(/^http:\/\/news\.test\/media\/live\/.+\.webp$/);
    const hls = await api.admin('POST', 'live-streams', { login: editor, body: stream({ title: 'Harbour camera', type: 'url_other', url: 'https://cdn.example.com/harbour/index.m3u8' }) });
    expect(hls.body.data).toMatchObject({ type: 'url_other', url: 'https://cdn.example.com/harbour/index.m3u8' });
    expect(await onAir()).toEqual(expect.arrayContaining(['Council meeting', 'Harbour camera']));
  });

  it('refuses an address the site could not play, under the address input', async () => {
    const cases = [
      [{ type: 'url_youtube', url: 'https://www.youtube.com/channel/x' }, 'must be a YouTube video address'],
      [{ type: 'url_other', url: 'ftp://cdn.example.com/a.m3u8' }, 'must be an http or https address'],
      [{ type: 'url_other', url: 'https://user:secret@cdn.example.com/a.m3u8' }, 'must be an http or https address'],
      [{ type: 'url_other', url: '' }, 'is required'],
    ] as const;
    for (const [fields, message] of cases) {
      const answer = await api.admin('POST', 'live-streams', { login: editor, body: stream(fields) });
      expect([answer.status, answer.body.errors]).toEqual([400, { url: message }]);
    }
  });

  it('ends and puts back on air, edits and deletes, each audited', async () => {
    const { body } = await api.admin('POST', 'live-streams', { login: editor, body: stream({ title: 'Election night' }) });
    const id = body.data.id as number;
    expect((await api.admin('POST', 'live-streams/bulk-status', { login: editor, body: { ids: [id], status: 0 } })).body.data).toEqual({ changed: 1 });
    expect(await onAir()).not.toContain('Election night');
    const ended = await api.admin('GET', 'live-streams', { login: editor, query: { filter: JSON.stringify({ status: 0 }) } });
    expect(ended.body.data.map((entry: { id: number }) => entry.id)).toContain(id);
    const edited = await api.admin('PUT', `live-streams/${id}`, { login: editor, body: stream({ title: 'Election night, results', status: 1 }) });
    expect(edited.body.data).toMatchObject({ title: 'Election night, results', status: 1 });
    expect(await onAir()).toContain('Election night, results');
    expect((await api.admin('DELETE', `live-streams/${id}`, { login: editor })).status).toBe(200);
    expect((await api.admin('GET', `live-streams/${id}`, { login: editor })).status).toBe(404);
  });

  it('is for administrators and editors only', async () => {
    const author = await signedIn(api, 'author');
    expect((await api.admin('GET', 'live-streams', { login: author })).status).toBe(403);
    expect((await api.admin('POST', 'live-streams/bulk-status', { login: author, body: { ids: [1], status: 0 } })).status).toBe(403);
  });
});
