// A writer for the screenshots of the writers' desk: the demo seed has no author (the admin
// console grants the role), so one is added to the data folder before the server starts, with a
// session, and writes one story to show the desk editing it.
import { loadConfig } from '@newsroom/api';
import { prepareDemoSite, type DemoReader } from '@newsroom/api/testing';
import { DEMO_ACCESS_KEY, apiList } from './demo-server';

/** ROLES.trustedAuthor of the contract: publishes at once. */
const TRUSTED_AUTHOR = 3;

/** Seeds the demo into the empty data folder with a signed-in trusted author; the server then finds it seeded. */
export async function prepareDemoWriter(dataDir: string): Promise<DemoReader> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const [writer] = await prepareDemoSite(config, [{ name: 'Demo Writer', role: TRUSTED_AUTHOR }]);
  if (!writer) throw new Error('the demo writer was not prepared');
  return writer;
}

/** The saved state of the writer's browser (one root key, SPEC section 3), as after a sign-in. */
export function savedWriterState(writer: DemoReader): string {
  const user = { data: { id: writer.id, name: writer.name, token: writer.token }, isLogin: true, mobileLoginType: false };
  return JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
}

/** Writes one story as the writer (its main image borrowed from a demo story); answers its id. */
export async function writeDemoStory(base: string, writer: DemoReader, languageId: number): Promise<number> {
  const [demo] = await apiList<{ category_id: number; image: string; description: string }>(base, 'get_news', { language_id: languageId, limit: 1 });
  if (!demo) throw new Error('the demo site has no story to borrow an image from');
  const form = new FormData();
  const fields = { access_key: DEMO_ACCESS_KEY, action_type: '1', language_id: String(languageId), category_id: String(demo.category_id) };
  for (const [name, value] of Object.entries({ ...fields, title: 'Lighthouse keepers return', content_type: 'standard_post', description: demo.description })) {
    form.append(name, value);
  }
  form.append('image', new Blob([await (await fetch(demo.image)).arrayBuffer()], { type: 'image/jpeg' }), 'lighthouse.jpg');
  const response = await fetch(`${base}/api/set_news`, { method: 'POST', headers: { authorization: `Bearer ${writer.token}` }, body: form });
  const body = (await response.json()) as { error: string; message: string; data: { id: number } };
  if (body.error !== 'false') throw new Error(`set_news: ${body.message}`);
  return body.data.id;
}
