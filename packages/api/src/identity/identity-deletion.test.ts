import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, messagesTo, outbox } from '../../test/identity-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const post = (endpoint: string, params: Record<string, string>, token?: string) => api.call(endpoint, params, { method: 'POST', headers: freshAddress(), token });

/** Every identity row that still names the account, its address or its number. */
async function identityRowsOf(uid: string, addresses: string[]) {
  const { db } = api.deps;
  const accounts = await db.select().from(schema.identityAccounts).where(or(eq(schema.identityAccounts.uid, uid), inArray(schema.identityAccounts.email, addresses), inArray(schema.identityAccounts.phone, addresses)));
  const ids = accounts.map((account) => account.id);
  return {
    accounts,
    codes: await db.select().from(schema.identityCodes).where(or(inArray(schema.identityCodes.target, addresses), ids.length ? inArray(schema.identityCodes.accountId, ids) : undefined)),
    links: ids.length ? await db.select().from(schema.identityProviderLinks).where(inArray(schema.identityProviderLinks.accountId, ids)) : [],
    users: await db.select().from(schema.users).where(eq(schema.users.firebaseId, uid)),
  };
}

describe('delete_user and the identity account', () => {
  it('deletes the credentials, codes, provider links and stored mails of an email reader', async () => {
    const reader = await confirmedReader(api, 'leaving@example.com');
    const token = (await exchange(api, reader.uid, reader.idToken)).body.data.token;
    const [account] = await api.deps.db.select().from(schema.identityAccounts).where(eq(schema.identityAccounts.uid, reader.uid));
    await api.deps.db.insert(schema.identityProviderLinks).values({ accountId: account!.id, issuer: 'https://accounts.example', subject: 'leaving-subject' });
    await post('identity_forgot_password', { email: reader.email });
    const resetLink = await lastMessageTo(api, reader.email);
    const stayer = await confirmedReader(api, 'staying@example.com');

    expect((await post('delete_user', {}, token)).status).toBe(200);

    const left = await identityRowsOf(reader.uid, [reader.email]);
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
    expect(await messagesTo(api, reader.email)).toEqual([]);
    // Nothing of the account works any more: password, identity token, reset link, bearer token.
    expect((await post('identity_email_signin', { email: reader.email, password: reader.password })).status).toBe(401);
    expect((await exchange(api, reader.uid, reader.idToken)).status).toBe(401);
    expect((await post('identity_reset_password', { token: new URL(resetLink.link!).searchParams.get('token')!, password: 'Another-Life-77' })).status).toBe(400);
    expect((await api.call('get_user_by_id', {}, { token })).status).toBe(401);

    // Another reader keeps their account and mail.
    expect((await identityRowsOf(stayer.uid, [stayer.email])).accounts).toHaveLength(1);
    expect(await messagesTo(api, stayer.email)).toHaveLength(1);
    // The same address may sign up again, as a new account.
    expect((await post('identity_email_signup', { email: reader.email, password: 'Second-Start-12' })).status).toBe(200);
    expect((await lastMessageTo(api, reader.email)).subject).toContain('Confirm your email address');
  });

  it('deletes the account, codes and stored texts of a phone reader', async () => {
    const phone = '+15557654321';
    await post('identity_phone_send_code', { phone });
    const signedIn = await post('identity_phone_signin', { phone, code: (await lastMessageTo(api, phone)).code! });
    const token = (await exchange(api, signedIn.body.data.uid, signedIn.body.data.id_token)).body.data.token;
    await post('identity_phone_send_code', { phone });

    expect((await post('delete_user', {}, token)).status).toBe(200);
    const left = await identityRowsOf(signedIn.body.data.uid, [phone]);
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
    expect((await outbox(api)).filter((message) => message.to === phone)).toEqual([]);
  });
});
