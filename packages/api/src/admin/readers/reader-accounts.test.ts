import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { DEACTIVATED_MESSAGE } from '../../identity/accounts';
import { insertUserFootprint } from '../../../test/builders-users';
import { confirmedReader, exchange, freshAddress } from '../../../test/identity-helpers';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let chief: StaffLogin;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  chief = await api.loginAs(await api.staffAccount('administrator'));
  moderator = await api.loginAs(await api.staffAccount('moderator'));
});
afterAll(() => api.close());

const signIn = (reader: { email: string; password: string }) =>
  api.call('identity_email_signin', { email: reader.email, password: reader.password }, { method: 'POST', headers: freshAddress() });

describe('deactivating a reader', () => {
  it('ends their live session on the very next call and refuses their sign-in until reactivated', async () => {
    const reader = await confirmedReader(api, 'leaving.reader@mail.example');
    const signedUp = await exchange(api, reader.uid, reader.idToken);
    const { id, token } = signedUp.body.data as { id: number; token: string };
    // Cached by the session cache: the deactivation must forget it, not wait for it to lapse.
    expect((await api.call('get_user_by_id', {}, { token })).status).toBe(200);

    const deactivated = await api.admin('POST', `readers/${id}/deactivate`, { login: moderator, body: {} });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data.active).toBe(false);
    expect((await api.call('get_user_by_id', {}, { token })).status).toBe(401);
    const refused = await signIn(reader);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DEACTIVATED_MESSAGE);
    expect(await api.deps.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, id))).toEqual([]);

    const audit = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ resource: 'readers', record_id: String(id), action: 'deactivate' }) } });
    expect(audit.body.data[0]).toMatchObject({ staff_id: moderator.staff.id, changes: { active: [true, false] } });

    const reactivated = await api.admin('POST', `readers/${id}/reactivate`, { login: moderator, body: {} });
    expect(reactivated.body.data.active).toBe(true);
    expect((await signIn(reader)).status).toBe(200);
  });

  it('answers 404 for an unknown reader and refuses a body', async () => {
    expect((await api.admin('POST', 'readers/2147483647/deactivate', { login: chief, body: {} })).status).toBe(404);
    const reader = await api.signedInUser();
    expect((await api.admin('POST', `readers/${reader.id}/deactivate`, { login: chief, body: { status: 0 } })).status).toBe(400);
  });
});

describe('deleting a reader', () => {
  it('removes everything the reader owns, as delete_user does, and logs the deletion without the reader’s name or address', async () => {
    const f = await insertUserFootprint(api);
    const removed = await api.admin('DELETE', `readers/${f.doomed.id}`, { login: chief });
    expect(removed.status).toBe(200);
    const { db } = api.deps;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, f.doomed.id))).toEqual([]);
    expect(await db.select().from(schema.news).where(eq(schema.news.userId, f.doomed.id))).toEqual([]);
    expect(await db.select().from(schema.comments).where(eq(schema.comments.userId, f.doomed.id))).toEqual([]);
    expect(await db.select().from(schema.bookmarks).where(eq(schema.bookmarks.userId, f.doomed.id))).toEqual([]);
    expect(await db.select().from(schema.comments).where(eq(schema.comments.id, f.comments.replyOnDoomedComment.id))).toEqual([]);
    expect(await api.deps.media.read(f.files.doomedImage)).toBeNull();
    for (const token of [f.doomed.token, f.doomed.secondToken]) expect((await api.call('get_user_by_id', {}, { token })).status).toBe(401);
    expect((await api.call('get_user_by_id', {}, { token: f.other.token })).status).toBe(200);

    const audit = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ resource: 'readers', record_id: String(f.doomed.id), action: 'delete' }) } });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0].changes.email).toBeUndefined();
    expect(audit.body.data[0].changes.name).toBeUndefined();
    expect(audit.body.data[0].changes.role).toEqual([expect.any(String), null]);
    expect((await api.admin('DELETE', `readers/${f.doomed.id}`, { login: chief })).status).toBe(404);
  });
});
