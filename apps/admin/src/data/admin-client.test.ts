import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '@newsroom/contract/admin/auth';
import { createAuthProvider } from '../auth/auth-provider';
import { AdminApiError, createAdminClient } from './admin-client';

// A real HTTP server on 127.0.0.1 answering as the admin API does (ADR 010), recording what the
// console sent: the client's headers are what the API's CSRF check reads.
const session: AdminSession = { id: 7, name: 'Ada Editor', email: 'ada@example.com', role: 'editor', csrf_token: 'csrf-of-this-session', demo_password: false };
let server: Server;
let origin: string;
let seen: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let signedIn = false;

function answer(method: string, path: string, body: string): [number, unknown, string?] {
  if (path === '/admin/api/session') return signedIn ? [200, { data: session }] : [401, { message: 'Sign in to continue' }];
  if (path === '/admin/api/auth/sign-in') {
    const { password } = JSON.parse(body) as { password: string };
    if (password !== 'right password') return [401, { message: 'Wrong email or password', errors: { password: 'Wrong email or password' } }];
    signedIn = true;
    return [200, { data: session }];
  }
  if (path === '/admin/api/auth/sign-out') {
    signedIn = false;
    return [200, { data: {} }];
  }
  if (path === '/admin/api/setup') {
    const { token } = JSON.parse(body) as { token: string };
    if (token !== 'setup-token') return [404, { message: 'Page not found' }];
    signedIn = true;
    return [201, { data: { ...session, role: 'administrator' } }];
  }
  if (path === '/admin/api/proxy-error') return [502, null, '<html>Bad gateway</html>'];
  return [404, { message: `No ${method} ${path}` }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, path: request.url!, headers: request.headers, body });
      const [status, json, html] = answer(request.method!, request.url!, body);
      response.writeHead(status, { 'content-type': html ? 'text/html' : 'application/json' });
      response.end(html ?? JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  signedIn = false;
});

describe('the console API client and auth provider', () => {
  it('sends the session CSRF token on writes only, once the session gave it', async () => {
    const client = createAdminClient({ origin, locale: () => 'fr' });
    const auth = createAuthProvider(client);
    await auth.login({ email: session.email, password: 'right password' });
    await auth.getIdentity!();
    await auth.logout({});
    const [signIn, signOut] = [seen.find((call) => call.path.endsWith('/sign-in'))!, seen.find((call) => call.path.endsWith('/sign-out'))!];
    expect(signIn.headers['x-csrf-token']).toBeUndefined();
    expect(signIn.headers['accept-language']).toBe('fr');
    expect(JSON.parse(signIn.body)).toEqual({ email: session.email, password: 'right password' });
    expect(signOut.headers['x-csrf-token']).toBe(session.csrf_token);
    // Signed out, the token is forgotten: the next write carries none.
    await client.call('POST', '/anything', {}).catch(() => {});
    expect(seen.at(-1)!.headers['x-csrf-token']).toBeUndefined();
  });

  it('after a reload, reads the session (and its token) from the server before signing out', async () => {
    signedIn = true;
    const auth = createAuthProvider(createAdminClient({ origin }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('editor');
    await auth.logout({});
    expect(seen.map((call) => `${call.method} ${call.path} ${call.headers['x-csrf-token'] ?? '-'}`)).toEqual([
      'GET /admin/api/session -',
      'POST /admin/api/auth/sign-out csrf-of-this-session',
    ]);
  });

  it('signs the first administrator in with the setup answer, whose token then guards writes', async () => {
    const auth = createAuthProvider(createAdminClient({ origin }));
    await expect(auth.setUpFirstAdministrator({ token: 'used-token', email: 'first@example.com', name: '', password: 'x' })).rejects.toMatchObject({ status: 404 });
    expect(await auth.getPermissions!({})).toBeNull();
    await auth.setUpFirstAdministrator({ token: 'setup-token', email: 'first@example.com', name: 'First', password: 'a long passphrase' });
    expect(await auth.getPermissions!({})).toBe('administrator');
    await auth.logout({});
    expect(seen.at(-1)).toMatchObject({ path: '/admin/api/auth/sign-out', headers: { 'x-csrf-token': session.csrf_token } });
  });

  it('turns a refusal into the server words, with its field errors', async () => {
    const auth = createAuthProvider(createAdminClient({ origin }));
    const failure = await auth.login({ email: session.email, password: 'wrong' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect(failure).toMatchObject({ status: 401, reason: 'answered', message: 'Wrong email or password', errors: { password: 'Wrong email or password' } });
  });

  it('says the server could not be reached when no words came back', async () => {
    const client = createAdminClient({ origin });
    await expect(client.call('GET', '/proxy-error')).rejects.toMatchObject({ status: 502, reason: 'unreachable' });
    const closed = createAdminClient({ origin: 'http://127.0.0.1:9' });
    await expect(closed.call('GET', '/session')).rejects.toMatchObject({ status: 0, reason: 'unreachable' });
  });

  it('asks the server once when react-admin asks for the session, identity and permissions together', async () => {
    const auth = createAuthProvider(createAdminClient({ origin }));
    await Promise.all([auth.checkAuth({}).catch(() => {}), auth.getPermissions!({}), auth.getIdentity!().catch(() => {})]);
    expect(seen.filter((call) => call.path === '/admin/api/session')).toHaveLength(1);
  });

  it('is signed out without a session, and on a 401 from any call, but not on a 403', async () => {
    const auth = createAuthProvider(createAdminClient({ origin }));
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
  });
});
