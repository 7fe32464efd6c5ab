import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, linkToken, messagesTo } from '../../test/identity-helpers';
import { DEACTIVATED_MESSAGE } from './accounts';
import { UNCONFIRMED, WRONG_CREDENTIALS } from './email-flows';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type * as Passwords from './passwords';

// The real checks, watched: a sign-in for an unknown address must do the work of a real one, and
// the limits must stop guesses before their password is checked.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, burnPasswordCheck: vi.fn(original.burnPasswordCheck), verifyPassword: vi.fn(original.verifyPassword) };
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(async () => {
  vi.useRealTimers();
  await api.deps.limiter.reset();
});

const signIn = (email: string, password: string, headers = freshAddress()) => api.call('identity_email_signin', { email, password }, { method: 'POST', headers });

describe('identity_email_signin', () => {
  it('refuses GET, so a password never travels in a URL', async () => {
    const reader = await confirmedReader(api, 'ada@example.com');
    const { status, body } = await api.call('identity_email_signin', { email: 'ada@example.com', password: reader.password }, { method: 'GET', headers: freshAddress() });
    expect(status).toBe(405);
    expect(body).toMatchObject({ error: 'true', message: 'identity_email_signin carries secrets: send it with POST' });
  });

  it('signs a confirmed reader in with an identity token for user_signup', async () => {
    const reader = await confirmedReader(api, 'grace@example.com');
    const { status, body } = await signIn('GRACE@example.com ', reader.password);
    expect(status).toBe(200);
    expect(body.data).toEqual({ uid: reader.uid, id_token: expect.any(String), email: 'grace@example.com' });
    const first = await exchange(api, body.data.uid, body.data.id_token);
    expect(first.body.data).toMatchObject({ is_login: '1', email: 'grace@example.com' });
    const second = await exchange(api, reader.uid, (await signIn('grace@example.com', reader.password)).body.data.id_token);
    expect(second.body.data).toMatchObject({ id: first.body.data.id });
    expect(second.body.data).not.toHaveProperty('is_login');
  });

  it('answers a wrong password and an unknown address with the same 401 and message', async () => {
    await confirmedReader(api, 'same@example.com');
    const wrongPassword = await signIn('same@example.com', 'Not-The-Password-1');
    const unknown = await signIn('nobody-here@example.com', 'Not-The-Password-1');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(unknown.body.message).toBe(WRONG_CREDENTIALS);
  });

  it('runs a dummy scrypt for an unknown address, so it answers in about the time of a wrong password', async () => {
    await confirmedReader(api, 'timing@example.com');
    vi.mocked(burnPasswordCheck).mockClear();
    await signIn('timing-nobody@example.com', 'Not-The-Password-1');
    expect(burnPasswordCheck).toHaveBeenCalledTimes(1);
    // A known address checks its real hash instead.
    await signIn('timing@example.com', 'Not-The-Password-1');
    expect(burnPasswordCheck).toHaveBeenCalledTimes(1);
  });

  it('refuses the right password of an unconfirmed address with 403 and sends a new link', async () => {
    await api.call('identity_email_signup', { email: 'pending@example.com', password: 'Quiet-Harbour-42' }, { method: 'POST', headers: freshAddress() });
    expect(await messagesTo(api, 'pending@example.com')).toHaveLength(1);
    const refused = await signIn('pending@example.com', 'Quiet-Harbour-42');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(UNCONFIRMED);
    expect(await messagesTo(api, 'pending@example.com')).toHaveLength(2);
    // A wrong password learns nothing about the address.
    expect((await signIn('pending@example.com', 'Wrong-Password-77')).status).toBe(401);
    const verified = await api.call('identity_verify_email', { token: linkToken(await lastMessageTo(api, 'pending@example.com')) }, { method: 'POST' });
    expect(verified.status).toBe(200);
    expect((await signIn('pending@example.com', 'Quiet-Harbour-42')).status).toBe(200);
  });

  it('refuses a deactivated reader with 403 and a clear message, at the identity service and at user_signup', async () => {
    const reader = await confirmedReader(api, 'inactive@example.com');
    const signedIn = await exchange(api, reader.uid, reader.idToken);
    const token = (await signIn('inactive@example.com', reader.password)).body.data.id_token;
    await api.deps.db.update(schema.users).set({ status: 0 }).where(eq(schema.users.id, signedIn.body.data.id));
    const refused = await signIn('inactive@example.com', reader.password);
    expect(refused).toMatchObject({ status: 403, body: { message: DEACTIVATED_MESSAGE } });
    expect((await exchange(api, reader.uid, token)).body).toMatchObject({ error: 'true', message: DEACTIVATED_MESSAGE });
    // A wrong password still gets the usual answer, so deactivation is not told to strangers.
    expect((await signIn('inactive@example.com', 'Wrong-Password-77')).status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('allow 10 attempts per address per minute, answer 429 with a message, and recover', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = await confirmedReader(api, 'limited-ip@example.com');
    const headers = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn(`someone-${attempt}@example.com`, 'Wrong-Password-77', headers)).status).toBe(401);
    const limited = await signIn('limited-ip@example.com', reader.password, headers);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'true', message: 'Too many sign-in attempts from your network; please wait a minute and try again', data: [] });
    // Another address is counted on its own.
    expect((await signIn('limited-ip@example.com', reader.password)).status).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await signIn('limited-ip@example.com', reader.password, headers)).status).toBe(200);
  });

  it("count failures per account and address: a stranger's guesses lock out the stranger's network, not the owner", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = await confirmedReader(api, 'locked-source@example.com');
    const stranger = freshAddress();
    // Successes do not count.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(reader.email, reader.password, stranger)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(reader.email, 'Wrong-Password-77', stranger)).status).toBe(401);
    const limited = await signIn(reader.email, reader.password, stranger);
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many failed sign-in attempts for this account from your network; please wait 15 minutes and try again' } });
    // The owner, from their own network, is not locked out.
    expect((await signIn(reader.email, reader.password)).status).toBe(200);
    // Unknown addresses are limited alike, so the limit tells nothing either.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('ghost@example.com', 'Wrong-Password-77', stranger);
    expect((await signIn('ghost@example.com', 'Wrong-Password-77', stranger)).status).toBe(429);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const recovered = await signIn(reader.email, reader.password, stranger);
    expect(recovered.status).toBe(200);
    // The identity token issued under the moved clock is still good for user_signup.
    expect((await exchange(api, reader.uid, recovered.body.data.id_token)).status).toBe(200);
  });

  it('bound guesses spread over many addresses to 20 an hour per account; then only addresses the account signed in from may try', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = await confirmedReader(api, 'many-networks@example.com');
    const home = freshAddress();
    expect((await signIn(reader.email, reader.password, home)).status).toBe(200);
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn(reader.email, `Wrong-Password-${attempt}`)).status).toBe(401);
    const fromNewNetwork = await signIn(reader.email, reader.password);
    expect(fromNewNetwork).toMatchObject({
      status: 429,
      body: {
        message:
          'Too many failed sign-in attempts for this account from new networks; you can still sign in from a device you used before, or reset your password by email; please wait an hour and try again',
      },
    });
    // The owner at home still gets in, and a stranger's next guess is refused before any check.
    expect((await signIn(reader.email, reader.password, home)).status).toBe(200);
    vi.mocked(verifyPassword).mockClear();
    expect((await signIn(reader.email, 'Wrong-Password-77')).status).toBe(429);
    expect(verifyPassword).not.toHaveBeenCalled();
    // Unknown addresses get the same budget.
    for (let attempt = 0; attempt < 20; attempt += 1) await signIn('ghost-many@example.com', 'Wrong-Password-77');
    expect((await signIn('ghost-many@example.com', 'Wrong-Password-77')).status).toBe(429);
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    expect((await signIn(reader.email, reader.password)).status).toBe(200);
  });

  it('take the slot before the password check: 100 guesses at once from 10 addresses check at most 20, and the right one after them is refused', async () => {
    const reader = await confirmedReader(api, 'concurrent@example.com');
    const addresses = Array.from({ length: 10 }, () => freshAddress());
    vi.mocked(verifyPassword).mockClear();
    const guesses = Array.from({ length: 100 }, (_, index) => signIn(reader.email, index === 99 ? reader.password : `Wrong-Password-${index}`, addresses[index % 10]));
    const answers = await Promise.all(guesses);
    expect(verifyPassword).toHaveBeenCalledTimes(20);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(80);
    expect(answers.at(-1)!.status).toBe(429);
    expect((await signIn(reader.email, reader.password)).status).toBe(429);
  });

  it('limit sign-up and link mails per address and per account, recovering after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.call('identity_forgot_password', { email: 'mailbox@example.com' }, { method: 'POST', headers: freshAddress() })).status).toBe(200);
    }
    const limited = await api.call('identity_forgot_password', { email: 'mailbox@example.com' }, { method: 'POST', headers });
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many emails requested for this address; please wait 10 minutes and try again' } });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expect((await api.call('identity_forgot_password', { email: 'mailbox@example.com' }, { method: 'POST', headers })).status).toBe(200);
  });
});
