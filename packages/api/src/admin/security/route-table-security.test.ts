import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { adminEndpoints, type AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import { STAFF_ROLES, type StaffRole } from '@newsroom/contract/admin/staff-roles';
import { adminRoutes } from '../admin-api';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

const entries = Object.entries(adminEndpoints as Record<string, AdminEndpointEntry>);
const staffOnly = entries.filter(([, entry]) => entry.roles !== 'public');
const writes = entries.filter(([, entry]) => entry.method !== 'GET');
const reads = entries.filter(([, entry]) => entry.method === 'GET');

function pathOf(entry: AdminEndpointEntry, ids: Record<string, string> = {}): string {
  return entry.path.replace(/:(\w+)/g, (_whole, name: string) => ids[name] ?? entry.example.params?.[name] ?? '1');
}

let api: AdminTestApi;
let ids: Record<string, string>;
const call = (entry: AdminEndpointEntry, options: Parameters<AdminTestApi['admin']>[2] = {}) =>
  api.admin(entry.method, pathOf(entry, ids), { body: entry.example.body, query: entry.example.query, ...options });

/** A fresh session per call: some examples end the session they run in (sign-out). */
async function loginWithRole(role: StaffRole): Promise<StaffLogin> {
  return api.loginAs(await api.staffAccount(role));
}

beforeAll(async () => {
  api = await createAdminTestApi();
  const target = await api.staffAccount('author');
  ids = { id: String(target.id) };
});
afterAll(() => api.close());

describe('the admin route table', () => {
  it('serves exactly the contract’s routes', () => {
    expect(adminRoutes.map((route) => route.name).sort()).toEqual(Object.keys(adminEndpoints).sort());
  });
});

describe.each(staffOnly)('%s without a valid staff session', (_name, entry) => {
  it('is refused with no session, a reader’s token as bearer or as cookie', async () => {
    const reader = await api.signedInUser();
    expect((await call(entry)).status).toBe(401);
    expect((await call(entry, { headers: { authorization: `Bearer ${reader.token}` } })).status).toBe(401);
    expect((await call(entry, { headers: { cookie: `newsroom_admin=${reader.token}` } })).status).toBe(401);
  });

  it('is refused with an idle, an expired, a signed-out, a deactivated or a reset account’s session', async () => {
    const idle = await loginWithRole('administrator');
    await api.deps.db.update(schema.staffSessions).set({ lastUsedAt: new Date(Date.now() - 13 * 3_600_000) }).where(eq(schema.staffSessions.staffId, idle.staff.id));
    expect((await call(entry, { login: idle })).status).toBe(401);

    const expired = await loginWithRole('administrator');
    await api.deps.db.update(schema.staffSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.staffSessions.staffId, expired.staff.id));
    expect((await call(entry, { login: expired })).status).toBe(401);

    const signedOut = await loginWithRole('administrator');
    expect((await api.admin('POST', 'auth/sign-out', { login: signedOut, body: {} })).status).toBe(200);
    expect((await call(entry, { login: signedOut })).status).toBe(401);

    const deactivated = await loginWithRole('administrator');
    const chief = await loginWithRole('administrator');
    expect((await api.admin('PUT', `staff/${deactivated.staff.id}`, { login: chief, body: { active: false } })).status).toBe(200);
    expect((await call(entry, { login: deactivated })).status).toBe(401);
  });

  const refusedRoles = STAFF_ROLES.filter((role) => !(entry.roles as readonly string[]).includes(role));
  it.runIf(refusedRoles.length > 0)(`is refused to ${refusedRoles.join(', ')}`, async () => {
    for (const role of refusedRoles) expect((await call(entry, { login: await loginWithRole(role) })).status, role).toBe(403);
  });

  it('passes with a listed role, so none of these refusals is vacuous', async () => {
    const role = (entry.roles as readonly StaffRole[])[0]!;
    const { status } = await call(entry, { login: await loginWithRole(role) });
    expect(status).toBeLessThan(500);
    expect([401, 403]).not.toContain(status);
  });
});

describe.each(writes)('%s (a write) from anywhere but the console', (_name, entry) => {
  it('is refused without an Origin or with another site’s', async () => {
    const login = entry.roles === 'public' ? null : await loginWithRole((entry.roles as readonly StaffRole[])[0]!);
    expect((await call(entry, { login, origin: null })).status).toBe(403);
    expect((await call(entry, { login, origin: 'https://attacker.example' })).status).toBe(403);
    expect((await call(entry, { login, origin: 'http://news.test.attacker.example' })).status).toBe(403);
  });

  it.runIf(entry.roles === 'public')('passes from the console’s own origin, so the refusals above are not vacuous', async () => {
    const { status } = await call(entry, { address: '198.51.100.250' });
    expect(status).toBeLessThan(500);
    expect(status).not.toBe(403);
  });

  it.runIf(entry.roles !== 'public')('is refused without the session’s CSRF token or with another session’s', async () => {
    const role = (entry.roles as readonly StaffRole[])[0]!;
    const login = await loginWithRole(role);
    const other = await loginWithRole(role);
    expect((await call(entry, { login, csrf: null })).status).toBe(403);
    expect((await call(entry, { login, csrf: other.csrf })).status).toBe(403);
    expect((await call(entry, { login, csrf: 'x'.repeat(43) })).status).toBe(403);
  });
});

describe.each(reads)('%s (a read) fetched by another site', (_name, entry) => {
  it('is refused', async () => {
    const login = await loginWithRole('administrator');
    expect((await call(entry, { login, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });
});

describe('staff sessions and the public API', () => {
  it('a staff cookie opens nothing in the public API', async () => {
    const login = await loginWithRole('administrator');
    const token = login.cookie.split('=')[1]!;
    expect((await api.call('get_user_by_id', {}, { headers: { cookie: login.cookie } })).status).toBe(401);
    expect((await api.call('get_user_by_id', {}, { token })).status).toBe(401);
  });

  it('a password reset ends the account’s sessions', async () => {
    const login = await loginWithRole('editor');
    expect((await api.admin('GET', 'session', { login })).status).toBe(200);
    expect((await api.admin('POST', 'auth/forgot-password', { body: { email: login.staff.email } })).status).toBe(202);
    await api.deps.identity.deliveries.idle();
    const { readOutbox } = await import('../../identity/outbox');
    const mail = (await readOutbox(api.deps.config.identity.outboxDir)).find((message) => message.to === login.staff.email)!;
    const token = /#token=([\w-]+)/.exec(mail.link ?? '')![1]!;
    expect((await api.admin('POST', 'auth/reset-password', { body: { token, password: 'Brand new words 88' } })).status).toBe(200);
    expect((await api.admin('GET', 'session', { login })).status).toBe(401);
  });
});
