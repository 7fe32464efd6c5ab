import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, linkToken } from '../../test/identity-helpers';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/local-oidc-provider';
import { DEACTIVATED_MESSAGE } from './accounts';

// Sign-in with an OpenID Connect provider against a real (local) provider: the client library
// does discovery, PKCE, the code exchange and the ID token checks over HTTP, unmocked.

let provider: LocalOidcProvider;
let api: TestApi;
beforeAll(async () => {
  provider = await startLocalOidcProvider();
  api = await createTestApi({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: 'Local ID' });
});
afterAll(async () => {
  await api.close();
  await provider.close();
});
beforeEach(() => {
  provider.refuseWith = null;
  provider.nonceOverride = null;
});

const stateCookie = (response: Response) => /newsroom_oidc=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';

/** What the browser does: start, pass the provider (which approves at once), come back with the cookie. */
async function browserSignIn(query = 'next=/news/some-story', cookieOf?: (cookie: string) => string) {
  const start = await api.app.request(`http://news.test/auth/oidc/start?${query}`);
  expect(start.status).toBe(302);
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = atProvider.headers.get('location')!;
  expect(callback.startsWith('http://news.test/auth/oidc/callback?')).toBe(true);
  const cookie = cookieOf ? cookieOf(stateCookie(start)) : stateCookie(start);
  const finish = await api.app.request(callback, { headers: cookie ? { cookie } : {} });
  expect(finish.status).toBe(302);
  const location = new URL(finish.headers.get('location')!);
  return { start, finish, location, outcome: Object.fromEntries(new URLSearchParams(location.hash.slice(1))) };
}

describe('identity_providers', () => {
  it('lists the configured provider', async () => {
    const { body } = await api.call('identity_providers');
    expect(body).toEqual({ error: 'false', message: 'Sign-in methods fetched successfully', data: { email: true, phone: true, oidc: [{ id: 'local-id', name: 'Local ID' }] } });
  });
});

describe('sign-in with an OpenID Connect provider', () => {
  it('starts with PKCE, state and nonce, keeping them in a short-lived HttpOnly cookie', async () => {
    const start = await api.app.request('http://news.test/auth/oidc/start?next=/x');
    const location = new URL(start.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: 'http://news.test/auth/oidc/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/auth\/oidc/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(start.headers.get('cache-control')).toBe('no-store');
  });

  it('comes back to the reader site with an identity token that user_signup accepts, the same uid every time', async () => {
    provider.user = { sub: 'subject-1', email: 'Oidc.Reader@example.com', email_verified: true, name: 'Oidc Reader' };
    const first = await browserSignIn('next=/news/some-story');
    expect(first.location.origin + first.location.pathname).toBe('http://news.test/sign-in/complete');
    expect(first.outcome).toEqual({ uid: expect.stringMatching(/^u_/), id_token: expect.any(String), next: '/news/some-story' });
    expect(decodeJwt(first.outcome.id_token!)).toMatchObject({ sub: first.outcome.uid, email: 'oidc.reader@example.com', sign_in_provider: 'oidc:local-id' });
    // The state is good for one return only.
    expect(first.finish.headers.get('set-cookie')).toMatch(/newsroom_oidc=;.*Max-Age=0/);

    const user = await exchange(api, first.outcome.uid!, first.outcome.id_token!, { type: 'local-id' });
    expect(user.body.data).toMatchObject({ firebase_id: first.outcome.uid, email: 'oidc.reader@example.com', name: 'Oidc Reader', is_login: '1' });

    const second = await browserSignIn('next=/');
    expect(second.outcome.uid).toBe(first.outcome.uid);
    const links = await api.deps.db.select().from(schema.identityProviderLinks).where(eq(schema.identityProviderLinks.subject, 'subject-1'));
    expect(links).toEqual([expect.objectContaining({ issuer: provider.issuer })]);
  });

  it('comes back in the reader language and never leaves the site through next', async () => {
    provider.user = { sub: 'subject-2' };
    const { location, outcome } = await browserSignIn('next=//elsewhere.example/phish&lang=ar');
    expect(location.pathname).toBe('/ar/sign-in/complete');
    expect(outcome.next).toBe('/');
  });

  it('links a confirmed email of the provider to the existing account of that address', async () => {
    const reader = await confirmedReader(api, 'both-ways@example.com');
    provider.user = { sub: 'subject-3', email: 'both-ways@example.com', email_verified: true };
    expect((await browserSignIn()).outcome.uid).toBe(reader.uid);
    // An address the provider does not vouch for gets an account of its own, without the address.
    provider.user = { sub: 'subject-4', email: 'both-ways@example.com', email_verified: false };
    const unvouched = await browserSignIn();
    expect(unvouched.outcome.uid).not.toBe(reader.uid);
    expect(decodeJwt(unvouched.outcome.id_token!).email).toBeUndefined();
  });

  it('takes an unconfirmed address over without the password someone else left on it', async () => {
    await api.call('identity_email_signup', { email: 'planted@example.com', password: 'Planted-By-Someone-1' }, { method: 'POST', headers: freshAddress() });
    const plantedLink = linkToken(await lastMessageTo(api, 'planted@example.com'));
    provider.user = { sub: 'subject-5', email: 'planted@example.com', email_verified: true };
    expect((await browserSignIn()).outcome.uid).toMatch(/^u_/);
    expect((await api.call('identity_verify_email', { token: plantedLink }, { method: 'POST' })).status).toBe(400);
    const signIn = await api.call('identity_email_signin', { email: 'planted@example.com', password: 'Planted-By-Someone-1' }, { method: 'POST', headers: freshAddress() });
    expect(signIn.status).toBe(401);
  });

  it('answers an error in the fragment when the state cookie is missing or from another sign-in', async () => {
    provider.user = { sub: 'subject-6' };
    const missing = await browserSignIn('next=/a', () => '');
    expect(missing.outcome).toEqual({ error: 'This sign-in took too long or began in another browser; please try again', next: '/' });
    const otherStart = await api.app.request('http://news.test/auth/oidc/start?next=/b');
    const crossed = await browserSignIn('next=/a', () => stateCookie(otherStart));
    expect(crossed.outcome).toEqual({ error: 'Signing in with Local ID did not succeed; please try again', next: '/b' });
    expect(await api.deps.db.select().from(schema.identityProviderLinks).where(eq(schema.identityProviderLinks.subject, 'subject-6'))).toEqual([]);
  });

  it('answers an error when the provider refuses or its ID token carries another nonce', async () => {
    provider.user = { sub: 'subject-7' };
    provider.refuseWith = 'access_denied';
    expect((await browserSignIn('next=/c')).outcome).toEqual({ error: 'Signing in with Local ID did not succeed; please try again', next: '/c' });
    provider.refuseWith = null;
    provider.nonceOverride = 'a-nonce-from-another-flow';
    expect((await browserSignIn('next=/c')).outcome.error).toBe('Signing in with Local ID did not succeed; please try again');
    expect(await api.deps.db.select().from(schema.identityProviderLinks).where(eq(schema.identityProviderLinks.subject, 'subject-7'))).toEqual([]);
  });

  it('refuses a deactivated reader with a clear message', async () => {
    provider.user = { sub: 'subject-8' };
    const first = await browserSignIn();
    const user = await exchange(api, first.outcome.uid!, first.outcome.id_token!);
    await api.deps.db.update(schema.users).set({ status: 0 }).where(eq(schema.users.id, user.body.data.id));
    expect((await browserSignIn()).outcome.error).toBe(DEACTIVATED_MESSAGE);
  });
});

describe('without an OpenID Connect provider', () => {
  it('lists none, and the start route answers 404', async () => {
    const plain = await createTestApi();
    try {
      expect((await plain.call('identity_providers')).body.data).toEqual({ email: true, phone: true, oidc: [] });
      expect((await plain.app.request('http://news.test/auth/oidc/start?next=/')).status).toBe(404);
      const callback = await plain.app.request('http://news.test/auth/oidc/callback?code=x&state=y');
      expect(new URLSearchParams(new URL(callback.headers.get('location')!).hash.slice(1)).get('error')).toBe('OpenID Connect provider not found');
    } finally {
      await plain.close();
    }
  });
});
