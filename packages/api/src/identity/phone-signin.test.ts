import { timingSafeEqual } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { exchange, freshAddress, lastMessageTo, messagesTo } from '../../test/identity-helpers';
import { checkPhoneCode, PHONE_CODE_MAX_ATTEMPTS } from './codes';
import { WRONG_CODE } from './phone-flows';

// The real comparison, watched: how many guesses were compared with the code.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof Crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
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

const post = (endpoint: string, params: Record<string, string>, headers = freshAddress()) => api.call(endpoint, params, { method: 'POST', headers });

async function codeFor(phone: string): Promise<string> {
  expect((await post('identity_phone_send_code', { phone })).status).toBe(200);
  return (await lastMessageTo(api, phone)).code!;
}

describe('identity_phone_send_code and identity_phone_signin', () => {
  it('texts a 6-digit code that signs the reader in once, creating the account on first use', async () => {
    const sent = await post('identity_phone_send_code', { phone: '+44 20 7946-0001' });
    expect(sent.body).toEqual({ error: 'false', message: 'We have sent a code to your phone', data: {} });
    const sms = await lastMessageTo(api, '+442079460001');
    expect(sms).toMatchObject({ kind: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toContain(sms.code);
    expect(sms.file).toMatch(/-sms-[0-9a-f]{12}\.json$/);
    // Only a hash of the code is stored.
    const [row] = await api.deps.db.select().from(schema.identityCodes).where(eq(schema.identityCodes.target, '+442079460001'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(sms.code);

    const signedIn = await post('identity_phone_signin', { phone: '+442079460001', code: sms.code! });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({ uid: expect.stringMatching(/^u_/), id_token: expect.any(String), phone: '+442079460001' });
    const user = await exchange(api, signedIn.body.data.uid, signedIn.body.data.id_token, { type: 'mobile' });
    expect(user.body.data).toMatchObject({ mobile: '+442079460001', type: 'mobile', is_login: '1' });

    // A code works once.
    const reused = await post('identity_phone_signin', { phone: '+442079460001', code: sms.code! });
    expect(reused).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
    // The next code signs in to the same account.
    const again = await post('identity_phone_signin', { phone: '+442079460001', code: await codeFor('+442079460001') });
    expect(again.body.data.uid).toBe(signedIn.body.data.uid);
  });

  it('refuses an expired code, and an earlier code once a new one is sent', async () => {
    const expired = await codeFor('+15550000002');
    await api.deps.db.update(schema.identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.identityCodes.target, '+15550000002'));
    expect((await post('identity_phone_signin', { phone: '+15550000002', code: expired })).status).toBe(401);

    const first = await codeFor('+15550000003');
    const second = await codeFor('+15550000003');
    if (first !== second) expect((await post('identity_phone_signin', { phone: '+15550000003', code: first })).status).toBe(401);
    expect((await post('identity_phone_signin', { phone: '+15550000003', code: second })).status).toBe(200);
  });

  it('ends a code after 5 wrong tries', async () => {
    const code = await codeFor('+15550000004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('identity_phone_signin', { phone: '+15550000004', code: wrong })).status).toBe(401);
    await api.deps.limiter.reset();
    expect((await post('identity_phone_signin', { phone: '+15550000004', code })).status).toBe(401);
  });

  it('validates the number and the code', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['identity_phone_send_code', { phone: '0207946' }, 'phone must be an international number: + and 8 to 15 digits, such as +441234567890'],
      ['identity_phone_send_code', { phone: '+1234567890123456' }, 'phone must be an international number: + and 8 to 15 digits, such as +441234567890'],
      ['identity_phone_signin', { phone: '+15550000005', code: '12345' }, 'code must be the 6-digit code'],
      ['identity_phone_signin', { phone: '+15550000005', code: 'abcdef' }, 'code must be the 6-digit code'],
    ];
    for (const [endpoint, params, message] of cases) expect((await post(endpoint, params)).body.message).toBe(message);
  });

  it('limits codes to 3 per number in 10 minutes and 10 per address, answering 429 and recovering', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post('identity_phone_send_code', { phone: '+15550000006' })).status).toBe(200);
    const limited = await post('identity_phone_send_code', { phone: '+15550000006' });
    expect(limited).toMatchObject({ status: 429, body: { error: 'true', message: 'Too many codes requested for this number; please wait 10 minutes and try again' } });
    expect(await messagesTo(api, '+15550000006')).toHaveLength(3);

    const headers = freshAddress();
    for (let number = 0; number < 10; number += 1) expect((await post('identity_phone_send_code', { phone: `+1555100000${number}` }, headers)).status).toBe(200);
    expect((await post('identity_phone_send_code', { phone: '+15551000010' }, headers)).status).toBe(429);

    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expect((await post('identity_phone_send_code', { phone: '+15550000006' }, headers)).status).toBe(200);
  });

  it('limits wrong codes per number and address to 5 in 15 minutes, so a stranger cannot lock the owner out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stranger = freshAddress();
    await codeFor('+15550000007');
    for (let attempt = 0; attempt < 5; attempt += 1) await post('identity_phone_signin', { phone: '+15550000007', code: '999999' }, stranger);
    const code = await codeFor('+15550000007');
    expect(await post('identity_phone_signin', { phone: '+15550000007', code }, stranger)).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes for this number from your network; please wait 15 minutes and try again' },
    });
    // The owner, on another network, signs in with the code.
    expect((await post('identity_phone_signin', { phone: '+15550000007', code })).status).toBe(200);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await post('identity_phone_signin', { phone: '+15550000007', code: await codeFor('+15550000007') }, stranger)).status).toBe(200);
  });

  it('counts a code attempt before comparing: 12 guesses at once compare at most 5, and the right code among them is refused', async () => {
    const code = await codeFor('+15550000008');
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => post('identity_phone_signin', { phone: '+15550000008', code: index === 11 ? code : wrong(index) })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const [row] = await api.deps.db.select().from(schema.identityCodes).where(eq(schema.identityCodes.target, '+15550000008'));
    expect(row?.attempts).toBe(5);
    expect((await post('identity_phone_signin', { phone: '+15550000008', code })).status).toBe(401);
  });

  it('checkPhoneCode compares at most 5 of 20 guesses sent at the same time', async () => {
    const code = await codeFor('+15550000009');
    const wrong = code === '000000' ? '111111' : '000000';
    vi.mocked(timingSafeEqual).mockClear();
    const results = await Promise.all([...Array.from({ length: 20 }, () => checkPhoneCode(api.deps.db, '+15550000009', wrong)), checkPhoneCode(api.deps.db, '+15550000009', code)]);
    expect(timingSafeEqual).toHaveBeenCalledTimes(PHONE_CODE_MAX_ATTEMPTS);
    expect(results.every((matched) => !matched)).toBe(true);
    const [row] = await api.deps.db.select().from(schema.identityCodes).where(eq(schema.identityCodes.target, '+15550000009'));
    expect(row?.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
  });
});
