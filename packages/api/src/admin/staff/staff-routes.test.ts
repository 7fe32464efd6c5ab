import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecord } from '@newsroom/contract/admin/audit';
import { staffRecord } from '@newsroom/contract/admin/staff';
import { createAdminTestApi, signedIn, STAFF_PASSWORD, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let chief: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  chief = await signedIn(api, 'administrator');
});
afterAll(() => api.close());

const auditOf = async (recordId: number, action: string) => {
  const answer = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ resource: 'staff', record_id: String(recordId), action }) } });
  return answer.body.data.map((entry: unknown) => auditRecord.parse(entry));
};

describe('staff accounts, for administrators', () => {
  it('creates an account with its role; the password follows readers’ rules and is never logged', async () => {
    const weak = await api.admin('POST', 'staff', { login: chief, body: { email: 'weak@newsroom.example', role: 'editor', password: 'password1' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBeTruthy();

    const created = await api.admin('POST', 'staff', { login: chief, body: { email: 'New.Editor@newsroom.example', name: 'Nadia', role: 'editor', password: STAFF_PASSWORD } });
    expect(created.status).toBe(201);
    const record = staffRecord.parse(created.body.data);
    expect(record).toMatchObject({ email: 'new.editor@newsroom.example', role: 'editor', active: true });
    const twice = await api.admin('POST', 'staff', { login: chief, body: { email: 'new.editor@newsroom.example', role: 'author', password: STAFF_PASSWORD } });
    expect(twice.status).toBe(409);

    const [entry] = await auditOf(record.id, 'create');
    expect(entry.staff_id).toBe(chief.staff.id);
    expect(entry.changes).toMatchObject({ email: [null, 'new.editor@newsroom.example'], role: [null, 'editor'], password: [null, 'changed'] });
    expect(JSON.stringify(entry)).not.toContain(STAFF_PASSWORD);
  });

  it('lists with filters, sort and paging', async () => {
    await api.staffAccount('moderator');
    const page = await api.admin('GET', 'staff', { login: chief, query: { filter: '{"role":"moderator"}', sort: 'email', order: 'ASC', perPage: '1' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect(page.body.data[0].role).toBe('moderator');
    const bad = await api.admin('GET', 'staff', { login: chief, query: { sort: 'password_hash' } });
    expect(bad.status).toBe(400);
    const many = await api.admin('GET', 'staff', { login: chief, query: { perPage: '101' } });
    expect(many.status).toBe(400);
  });

  it('a role change or a deactivation ends the account’s sessions at once, and is logged before and after', async () => {
    const editor = await signedIn(api, 'editor');
    const promoted = await api.admin('PUT', `staff/${editor.staff.id}`, { login: chief, body: { role: 'administrator' } });
    expect(promoted.body.data.role).toBe('administrator');
    expect((await api.admin('GET', 'session', { login: editor })).status).toBe(401);
    const [change] = await auditOf(editor.staff.id, 'update');
    expect(change.changes).toEqual({ role: ['editor', 'administrator'] });

    const again = await api.loginAs(editor.staff);
    expect((await api.admin('PUT', `staff/${editor.staff.id}`, { login: chief, body: { active: false } })).status).toBe(200);
    expect((await api.admin('GET', 'session', { login: again })).status).toBe(401);
  });

  it('refuses an edit of an older version, and an administrator removing their own access', async () => {
    const author = await api.staffAccount('author');
    const stale = await api.admin('PUT', `staff/${author.id}`, { login: chief, body: { name: 'Late', updated_at: new Date(0).toISOString() } });
    expect(stale.status).toBe(409);
    const self = await api.admin('PUT', `staff/${chief.staff.id}`, { login: chief, body: { role: 'editor' } });
    expect(self.status).toBe(403);
  });

  it('ends every session of an account on request', async () => {
    const author = await signedIn(api, 'author');
    expect((await api.admin('POST', `staff/${author.staff.id}/revoke-sessions`, { login: chief, body: {} })).status).toBe(200);
    expect((await api.admin('GET', 'session', { login: author })).status).toBe(401);
  });
});

describe('the own account', () => {
  it('a password change needs the current one and ends the other sessions only', async () => {
    const staff = await api.staffAccount('editor');
    const here = await api.loginAs(staff);
    const elsewhere = await api.loginAs(staff);
    const sessions = await api.admin('GET', 'account/sessions', { login: here });
    expect(sessions.body.data).toHaveLength(2);
    const wrong = await api.admin('POST', 'account/password', { login: here, body: { current_password: 'not it at all', new_password: 'Other words 55' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('current_password');
    const changed = await api.admin('POST', 'account/password', { login: here, body: { current_password: STAFF_PASSWORD, new_password: 'Other words 55' } });
    expect(changed.status).toBe(200);
    expect((await api.admin('GET', 'session', { login: here })).status).toBe(200);
    expect((await api.admin('GET', 'session', { login: elsewhere })).status).toBe(401);
    const [entry] = (await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ action: 'password_change', staff_id: staff.id }) } })).body.data;
    expect(entry.changes.password).toEqual(['changed', 'changed']);
  });

  it('ends one of its own sessions, not someone else’s', async () => {
    const mine = await signedIn(api, 'author');
    const theirs = await signedIn(api, 'author');
    const [other] = (await api.admin('GET', 'account/sessions', { login: theirs })).body.data;
    expect((await api.admin('DELETE', `account/sessions/${other.id}`, { login: mine })).status).toBe(404);
    expect((await api.admin('GET', 'session', { login: theirs })).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('filters by time and answers one entry', async () => {
    const future = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ from: '2999-01-01T00:00:00Z' }) } });
    expect(future.body).toEqual({ data: [], total: 0 });
    const [latest] = (await api.admin('GET', 'audit-log', { login: chief, query: { perPage: '1' } })).body.data;
    expect((await api.admin('GET', `audit-log/${latest.id}`, { login: chief })).body.data).toEqual(latest);
    expect((await api.admin('GET', 'audit-log/999999', { login: chief })).status).toBe(404);
    expect((await api.admin('GET', 'audit-log', { login: chief, query: { filter: 'not json' } })).status).toBe(400);
  });
});
