import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { TestReader } from './reader-stories';

// The few lines of the site's own account helpers (apps/web/tests/e2e/support/accounts.ts) a
// console spec needs: a reader of its own, since deactivating a shared test reader would break
// every other test that signs in as them.

const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

async function identityCall<T>(request: APIRequestContext, endpoint: string, form: Record<string, string>) {
  const response = await request.post(`/api/${endpoint}`, { form: { access_key: ACCESS_KEY, ...form } });
  const body = (await response.json()) as { message: string; data: T };
  return { status: response.status(), message: body.message, data: body.data };
}

/** The token of the latest verification link mailed to `to` (mail goes out in the background). */
async function mailedVerification(to: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const dir = path.join(dataDir, 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^[^.].*\.json$/.test(name)).sort();
      for (const name of names) {
        const text = await readFile(path.join(dir, name), 'utf8').catch(() => null);
        const mail = text ? (JSON.parse(text) as { to: string; link?: string }) : null;
        if (mail?.to === to && mail.link?.includes('/verify-email?')) link = mail.link;
      }
      return link !== '';
    }, { message: `a verification mail to ${to}` })
    .toBe(true);
  return new URL(link).searchParams.get('token')!;
}

export interface FreshReader extends TestReader {
  email: string;
  password: string;
}

/** A new reader signed up with email and password and signed in through the API, as the apps do. */
export async function freshReader(request: APIRequestContext, label: string): Promise<FreshReader> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const reader = { name: `${label} ${stamp.slice(-5)}`, email: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`, password: `Long enough ${stamp}` };
  const signUp = await identityCall(request, 'identity_email_signup', { email: reader.email, password: reader.password, name: reader.name });
  expect(signUp.status, signUp.message).toBe(200);
  const verified = await identityCall(request, 'identity_verify_email', { token: await mailedVerification(reader.email) });
  expect(verified.status, verified.message).toBe(200);
  const identity = await signInWithPassword(request, reader);
  expect(identity.status, identity.message).toBe(200);
  const response = await request.post('/api/user_signup', {
    form: { access_key: ACCESS_KEY, firebase_id: identity.data.uid, id_token: identity.data.id_token, type: 'email', name: reader.name, email: reader.email },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; token: string } };
  return { id: data.id, name: reader.name, token: data.token, email: reader.email, password: reader.password };
}

/** The identity service's email sign-in, straight from the API. */
export function signInWithPassword(request: APIRequestContext, reader: { email: string; password: string }) {
  return identityCall<{ uid: string; id_token: string }>(request, 'identity_email_signin', { email: reader.email, password: reader.password });
}
