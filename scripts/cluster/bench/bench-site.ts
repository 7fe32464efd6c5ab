// What the load run needs from the seeded demo site before it starts: signed-in readers, signed up
// as the site's clients do it (a phone code through the built-in identity service), and the
// published stories and home pages of every language.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from '../waiting';

export interface BenchStory {
  id: number;
  slug: string;
  languageId: number;
  /** Its page on the reader site (the default language's pages have no language prefix). */
  path: string;
}

export interface BenchSite {
  accessKey: string;
  /** One bearer token per reader; each connection of the load is one reader. */
  tokens: string[];
  stories: BenchStory[];
  /** The home page of every language. */
  homes: string[];
}

/** The process the readers sign up through: its outbox holds the codes it sends. */
export interface SignUpProcess {
  url: string;
  dataDir: string;
}

interface Envelope<T> {
  message: string;
  data: T;
}

/** Sign-ups run a few at a time: each waits for its code to be written to the outbox. */
const SIGN_UPS_AT_ONCE = 10;
const STORIES_PER_LANGUAGE = 10;

export async function prepareBenchSite(app: SignUpProcess, accessKey: string, readers: number): Promise<BenchSite> {
  const call = apiCaller(app.url, accessKey);
  const languages = (await call('get_languages_list', {})) as Envelope<{ id: number; code: string }[]> & { default_language: { code: string } };
  const stories: BenchStory[] = [];
  const homes: string[] = [];
  for (const language of languages.data) {
    const prefix = language.code === languages.default_language.code ? '' : `/${language.code}`;
    homes.push(prefix || '/');
    const listed = (await call('get_news', { language_id: language.id, offset: 0, limit: STORIES_PER_LANGUAGE })) as Envelope<{ id: number; slug: string }[]>;
    for (const story of listed.data) stories.push({ id: story.id, slug: story.slug, languageId: language.id, path: `${prefix}/news/${encodeURIComponent(story.slug)}` });
  }
  if (stories.length < 8) throw new Error(`the demo site lists ${stories.length} stories; the load run needs at least 8`);

  const tokens: string[] = [];
  for (let first = 0; first < readers; first += SIGN_UPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, readers - first) }, (_, offset) => signUpReader(app, call, first + offset));
    tokens.push(...(await Promise.all(batch)));
  }
  return { accessKey, tokens, stories, homes };
}

type Caller = (endpoint: string, params: Record<string, string | number>, options?: { method?: 'POST'; address?: string }) => Promise<unknown>;

function apiCaller(base: string, accessKey: string): Caller {
  return async (endpoint, params, options = {}) => {
    const fields = new URLSearchParams({ access_key: accessKey, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
    // The processes trust one proxy hop: the address stands for the reader's network.
    const headers: Record<string, string> = options.address ? { 'x-forwarded-for': options.address } : {};
    const response = options.method
      ? await fetch(`${base}/api/${endpoint}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() })
      : await fetch(`${base}/api/${endpoint}?${fields}`, { headers });
    const body = (await response.json()) as Envelope<unknown>;
    if (response.status !== 200) throw new Error(`${endpoint}: ${response.status} ${body.message}`);
    return body;
  };
}

/** Reader `index`: a phone number and a network of its own, so that no per-number or per-address limit is shared. */
async function signUpReader(app: SignUpProcess, call: Caller, index: number): Promise<string> {
  const phone = `+1555${String(index).padStart(7, '0')}`;
  const address = `10.99.${index >> 8}.${(index & 255) + 1}`;
  await call('identity_phone_send_code', { phone }, { method: 'POST', address });
  // The message is written in the background after the answer.
  const code = await waitFor(() => codeSentTo(app, phone), { what: `the code sent to ${phone}`, timeoutMs: 10_000, intervalMs: 50 });
  const signedIn = (await call('identity_phone_signin', { phone, code }, { method: 'POST', address })) as Envelope<{ uid: string; id_token: string }>;
  const user = (await call('user_signup', { firebase_id: signedIn.data.uid, id_token: signedIn.data.id_token, type: 'mobile', name: `Bench reader ${index + 1}` }, { method: 'POST', address })) as Envelope<{ token: string }>;
  return user.data.token;
}

async function codeSentTo(app: SignUpProcess, phone: string): Promise<string | null> {
  const outbox = path.join(app.dataDir, 'outbox');
  for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json'))) {
    const message = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as { kind: string; to: string; code?: string };
    if (message.kind === 'sms' && message.to === phone && message.code) return message.code;
  }
  return null;
}
