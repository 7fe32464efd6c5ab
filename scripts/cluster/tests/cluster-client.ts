// What the cluster tests do to the running cluster, as its clients would: the news API, the
// console's API, pages, and the harness's control endpoint. Over HTTP only, to the balancer or to
// one process directly; the database is read with psql where a test must see what was stored.
import { randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readClusterDescription } from '../cluster-description';
import { waitFor } from '../waiting';

export const cluster = readClusterDescription();
/** The bound the invalidation bus promises for a write to reach every process (docs/scale-out.md). */
export const PROPAGATION_MS = 1_000;

export type AppRef = (typeof cluster.apps)[number];

export interface Envelope<T> {
  error: string;
  message: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  /**
   * The caller's network, sent as X-Forwarded-For: the processes trust one proxy hop, and a test
   * calling a process directly stands for the balancer. Gives each reader its own per-address limits.
   */
  address?: string;
}

/** One call of the news API; the body is the envelope, whatever the status. */
export async function api<T = unknown>(base: string, endpoint: string, params: Record<string, string | number> = {}, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T> }> {
  const fields = new URLSearchParams({ access_key: cluster.accessKey, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.address) headers['x-forwarded-for'] = options.address;
  const method = options.method ?? 'GET';
  const response =
    method === 'GET'
      ? await fetch(`${base}/api/${endpoint}?${fields}`, { headers })
      : await fetch(`${base}/api/${endpoint}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** A page of the reader site as a browser gets it. */
export async function page(base: string, pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, html: await response.text() };
}

/** A network address of its own, so that per-address limits (shared ones too) never meet another test's. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Reader {
  id: number;
  token: string;
}

/**
 * A new reader, signed up as the site's clients do it: a phone code through the built-in identity
 * service, read from the outbox of the process that sent it, exchanged for the API's token.
 */
export async function signUpReader(app: AppRef = cluster.apps[0]!): Promise<Reader> {
  const phone = `+1555${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const address = freshAddress();
  const sent = await api(app.url, 'identity_phone_send_code', { phone }, { method: 'POST', address });
  if (sent.status !== 200) throw new Error(`identity_phone_send_code: ${sent.status} ${sent.body.message}`);
  // The message is written in the background after the answer.
  const code = await waitFor(() => codeSentTo(app, phone), { what: `the code sent to ${phone}`, timeoutMs: 10_000, intervalMs: 50 });
  const signedIn = await api<{ uid: string; id_token: string }>(app.url, 'identity_phone_signin', { phone, code }, { method: 'POST', address });
  if (signedIn.status !== 200) throw new Error(`identity_phone_signin: ${signedIn.status} ${signedIn.body.message}`);
  const user = await api<{ id: number; token: string }>(app.url, 'user_signup', { firebase_id: signedIn.body.data.uid, id_token: signedIn.body.data.id_token, type: 'mobile', name: 'Cluster reader' }, { method: 'POST', address });
  if (user.status !== 200) throw new Error(`user_signup: ${user.status} ${user.body.message}`);
  return { id: user.body.data.id, token: user.body.data.token };
}

async function codeSentTo(app: AppRef, phone: string): Promise<string | null> {
  const outbox = path.join(app.dataDir, 'outbox');
  for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json'))) {
    const message = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as { kind: string; to: string; code?: string };
    if (message.kind === 'sms' && message.to === phone && message.code) return message.code;
  }
  return null;
}

export interface StaffSession {
  cookie: string;
  csrf: string;
}

/** The demo site's editor, signed in to the console through the balancer (the site's address). */
export async function editorSession(): Promise<StaffSession> {
  const answer = await fetch(`${cluster.balancerUrl}/admin/api/auth/sign-in`, {
    method: 'POST',
    headers: { origin: cluster.balancerUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.example', password: 'newsroom-editor-demo' }),
  });
  const body = (await answer.json()) as { data?: { csrf_token: string }; message?: string };
  if (answer.status !== 200 || !body.data) throw new Error(`console sign-in: ${answer.status} ${body.message ?? ''}`);
  return { cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0]!, csrf: body.data.csrf_token };
}

/** A call of the console's API (`/admin/api/<path>`) as the console makes it. */
export async function admin<T = unknown>(session: StaffSession, method: 'GET' | 'POST' | 'PUT', pathname: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${cluster.balancerUrl}/admin/api/${pathname}`, {
    method,
    headers: { origin: cluster.balancerUrl, cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

export interface Story {
  id: number;
  slug: string;
  title: string;
  languageId: number;
  /** Its page on the reader site. */
  path: string;
}

/** Published stories of the default language, newest first, with their pages' paths. */
export async function stories(count: number): Promise<Story[]> {
  // get_languages_list names the default language beside `data`.
  const languages = (await api(cluster.balancerUrl, 'get_languages_list')).body as Envelope<unknown> & { default_language: { id: number } };
  const language = languages.default_language;
  const list = await api<{ id: number; slug: string; title: string }[]>(cluster.balancerUrl, 'get_news', { language_id: language.id, limit: count });
  // The default language's pages have no language prefix.
  return list.body.data.map((story) => ({ id: story.id, slug: story.slug, title: story.title, languageId: language.id, path: `/news/${encodeURIComponent(story.slug)}` }));
}

/** A text no page or answer holds yet. */
export const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** Asks the harness to act on the cluster (control-server.ts); resolves once it is done. */
export async function control<T = unknown>(method: 'GET' | 'POST', pathname: string): Promise<T> {
  const response = await fetch(`${cluster.controlUrl}${pathname}`, { method });
  const body = (await response.json()) as T & { error?: string };
  if (response.status !== 200) throw new Error(`control ${pathname}: ${body.error ?? response.status}`);
  return body;
}
