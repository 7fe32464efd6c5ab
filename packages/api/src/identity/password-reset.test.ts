import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, linkToken, messagesTo } from '../../test/identity-helpers';
import { LINK_INVALID } from './email-flows';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A call whose mail has gone out before the next call starts, so "the last message" is this one's. */
async function post(endpoint: string, params: Record<string, string>) {
  const answer = await api.call(endpoint, params, { method: 'POST', headers: freshAddress() });
  await api.deps.identity.deliveries.idle();
  return answer;
}

describe('identity_forgot_password and identity_reset_password', () => {
  it('mails a reset link to a known address and nothing to an unknown one, with the same answer', async () => {
    await confirmedReader(api, 'forgetful@example.com');
    const known = await post('identity_forgot_password', { email: 'forgetful@example.com', lang: 'ar' });
    const unknown = await post('identity_forgot_password', { email: 'stranger@example.com', lang: 'ar' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMessageTo(api, 'forgetful@example.com');
    expect(mail.subject).toBe('اختر كلمة مرور جديدة لحسابك في Test News');
    expect(mail.link).toMatch(/^http:\/\/news\.test\/ar\/reset-password\?token=[\w-]{43}$/);
    expect(await messagesTo(api, 'stranger@example.com')).toEqual([]);
  });

  it('sets the new password, ends every API session and earlier identity token, and signs the reader in', async () => {
    const reader = await confirmedReader(api, 'reset@example.com');
    const phone = (await exchange(api, reader.uid, reader.idToken)).body.data.token;
    const laptop = (await exchange(api, reader.uid, (await post('identity_email_signin', { email: reader.email, password: reader.password })).body.data.id_token)).body.data.token;
    const unusedIdentityToken = (await post('identity_email_signin', { email: reader.email, password: reader.password })).body.data.id_token;
    // Tokens carry whole seconds: the reset must happen in a later second to tell them apart.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1100 });

    await post('identity_forgot_password', { email: reader.email });
    const reset = await post('identity_reset_password', { token: linkToken(await lastMessageTo(api, reader.email)), password: 'Brand-New-Lantern-8' });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ uid: reader.uid, id_token: expect.any(String), email: reader.email });

    for (const token of [phone, laptop]) expect((await api.call('get_user_by_id', {}, { token })).status).toBe(401);
    expect((await exchange(api, reader.uid, unusedIdentityToken)).status).toBe(401);
    expect((await exchange(api, reader.uid, reset.body.data.id_token)).status).toBe(200);
    expect((await post('identity_email_signin', { email: reader.email, password: reader.password })).status).toBe(401);
    expect((await post('identity_email_signin', { email: reader.email, password: 'Brand-New-Lantern-8' })).status).toBe(200);
  });

  it('keeps the link working when the new password is refused, and refuses a used, expired or unknown link', async () => {
    await confirmedReader(api, 'careful@example.com');
    await post('identity_forgot_password', { email: 'careful@example.com' });
    const token = linkToken(await lastMessageTo(api, 'careful@example.com'));
    const common = await post('identity_reset_password', { token, password: 'qwertyuiop' });
    expect(common).toMatchObject({ status: 400, body: { message: expect.stringContaining('most common passwords') } });
    expect((await post('identity_reset_password', { token, password: 'Second-Try-Works-3' })).status).toBe(200);
    expect((await post('identity_reset_password', { token, password: 'Third-Try-Fails-4' })).body).toMatchObject({ error: 'true', message: LINK_INVALID });
    expect((await post('identity_reset_password', { token: 'unknown-token-value', password: 'Third-Try-Fails-4' })).status).toBe(400);

    await post('identity_forgot_password', { email: 'careful@example.com' });
    const late = linkToken(await lastMessageTo(api, 'careful@example.com'));
    await api.deps.db.update(schema.identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.identityCodes.purpose, 'reset_password'));
    expect((await post('identity_reset_password', { token: late, password: 'Too-Late-Now-55' })).status).toBe(400);
  });

  it('works once under concurrency: of 5 resets with one link at the same time, one sets its password', async () => {
    await confirmedReader(api, 'racing-reset@example.com');
    await post('identity_forgot_password', { email: 'racing-reset@example.com' });
    const token = linkToken(await lastMessageTo(api, 'racing-reset@example.com'));
    const passwords = Array.from({ length: 5 }, (_, index) => `Racing-Lantern-${index}7`);
    const answers = await Promise.all(passwords.map((password) => post('identity_reset_password', { token, password })));
    const winners = passwords.filter((_, index) => answers[index]!.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400 && answer.body.message === LINK_INVALID)).toHaveLength(4);
    for (const password of passwords) {
      expect((await post('identity_email_signin', { email: 'racing-reset@example.com', password })).status).toBe(password === winners[0] ? 200 : 401);
    }
  });

  it('confirms an unconfirmed address, since the link proves the mailbox', async () => {
    await post('identity_email_signup', { email: 'never-clicked@example.com', password: 'First-Choice-123' });
    await post('identity_forgot_password', { email: 'never-clicked@example.com' });
    const reset = await post('identity_reset_password', { token: linkToken(await lastMessageTo(api, 'never-clicked@example.com')), password: 'Second-Choice-456' });
    expect(reset.status).toBe(200);
    expect((await post('identity_email_signin', { email: 'never-clicked@example.com', password: 'Second-Choice-456' })).status).toBe(200);
    // The sign-up link sent earlier can no longer set the first password.
    const signupLink = (await messagesTo(api, 'never-clicked@example.com')).find((message) => message.link?.includes('verify-email'));
    expect((await post('identity_verify_email', { token: linkToken(signupLink!) })).status).toBe(400);
  });
});
