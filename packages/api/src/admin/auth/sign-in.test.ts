import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession } from '@newsroom/contract/admin/auth';
import { cookieFrom, createAdminTestApi, signedIn, STAFF_PASSWORD, type AdminTestApi } from '../testing/admin-harness';

let api: AdminTestApi;
let address = 0;
/** Each attempt from its own network, so the per-address limit stays out of the way. */
const signIn = (email: string, password: string, from = `198.51.100.${(address += 1) % 250}`) => api.admin('POST', 'auth/sign-in', { body: { email, password }, address: from });

beforeAll(async () => {
  api = await createAdminTestApi();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => api.close());

describe('signing in to the console', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /admin and answers the session with its CSRF token', async () => {
    const staff = await api.staffAccount('editor');
    const answer = await signIn(staff.email.toUpperCase(), STAFF_PASSWORD);
    expect(answer.status).toBe(200);
    const session = adminSession.parse(answer.body.data);
    expect(session).toMatchObject({ id: staff.id, role: 'editor', demo_password: false });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^newsroom_admin=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).not.toMatch(/Secure/);

    const read = await api.admin('GET', 'session', { headers: { cookie: cookieFrom(answer.headers) } });
    expect(read.body.data).toEqual(session);
    const out = await api.admin('POST', 'auth/sign-out', { headers: { cookie: cookieFrom(answer.headers), 'x-csrf-token': session.csrf_token }, body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/newsroom_admin=;/);
    expect((await api.admin('GET', 'session', { headers: { cookie: cookieFrom(answer.headers) } })).status).toBe(401);
  });

  it('answers an unknown address, a deactivated account and a wrong password alike', async () => {
    const staff = await api.staffAccount('author');
    const wrong = await signIn(staff.email, 'not the password');
    const unknown = await signIn('nobody@newsroom.example', STAFF_PASSWORD);
    const gone = await api.staffAccount('author');
    const chief = await signedIn(api, 'administrator');
    await api.admin('PUT', `staff/${gone.id}`, { login: chief, body: { active: false } });
    const deactivated = await signIn(gone.email, STAFF_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body });
    expect(deactivated).toMatchObject({ status: wrong.status, body: wrong.body });
    expect(wrong.body).toEqual({ message: 'Wrong email or password' });
  });

  it('refuses a body that is not the contract’s, field by field', async () => {
    const answer = await api.admin('POST', 'auth/sign-in', { body: { email: 'not an address', password: '' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('the per-account lock', () => {
  it('locks after five failures in a row, even against the right password, for 15 minutes, then 30', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const staff = await api.staffAccount('editor');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(staff.email, 'wrong words here')).status).toBe(401);
    const locked = await signIn(staff.email, STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    vi.setSystemTime(new Date('2026-03-01T10:14:00Z'));
    expect((await signIn(staff.email, STAFF_PASSWORD)).status).toBe(429);
    vi.setSystemTime(new Date('2026-03-01T10:15:01Z'));
    // The lock is over; five more failures lock it twice as long.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(staff.email, 'wrong words here')).status).toBe(401);
    vi.setSystemTime(new Date('2026-03-01T10:44:00Z'));
    expect((await signIn(staff.email, STAFF_PASSWORD)).status).toBe(429);
    vi.setSystemTime(new Date('2026-03-01T10:45:02Z'));
    expect((await signIn(staff.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown address the same way, so a 429 tells nothing', async () => {
    const email = 'ghost@newsroom.example';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(email, 'wrong words here')).status).toBe(401);
    const staff = await api.staffAccount('moderator');
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(staff.email, 'wrong words here');
    const ghost = await signIn(email, 'wrong words here');
    const real = await signIn(staff.email, 'wrong words here');
    expect(ghost.status).toBe(429);
    expect(ghost.body).toEqual(real.body);
  });

  it('is lifted by an administrator, and recorded', async () => {
    const staff = await api.staffAccount('editor');
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(staff.email, 'wrong words here');
    const chief = await signedIn(api, 'administrator');
    const unlocked = await api.admin('POST', `staff/${staff.id}/unlock`, { login: chief, body: {} });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.locked_until).toBeNull();
    expect((await signIn(staff.email, STAFF_PASSWORD)).status).toBe(200);
    const log = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ record_id: String(staff.id) }) } });
    expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['locked', 'unlock', 'sign_in']));
  });
});

describe('the per-address limit', () => {
  it('refuses the eleventh attempt in a minute from one network', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await signIn(`someone${attempt}@newsroom.example`, 'wrong words here', '192.0.2.77')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('opened at another address of this server, says at which address the console works', async () => {
    const staff = await api.staffAccount('editor');
    const elsewhere = 'http://127.0.0.1:3999';
    const response = await api.app.request(`${elsewhere}/admin/api/auth/sign-in`, {
      method: 'POST',
      headers: { origin: elsewhere, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.240' },
      body: JSON.stringify({ email: staff.email, password: STAFF_PASSWORD }),
    });
    expect(response.status).toBe(403);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(`Open the console at ${new URL(api.deps.config.publicUrl).origin}/admin: changes are accepted only from that address`);
    // Another site's page still gets the plain refusal.
    expect((await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, origin: elsewhere })).body.message).toBe('This request must come from the console’s own pages');
  });
});
