import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession } from '@newsroom/contract/admin/auth';
import { cookieFrom, createAdminTestApi, signedIn, STAFF_PASSWORD, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { currentTotpCode } from './totp';

let api: AdminTestApi;
let network = 0;
/** Each call from its own network, so the per-address limit stays out of the way. */
const from = () => `198.51.100.${(network += 1) % 250}`;

beforeAll(async () => {
  api = await createAdminTestApi();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => api.close());

/** An editor with two-step sign-in on: its key and recovery codes. */
async function enrolled() {
  const staff = await api.staffAccount('editor');
  const login = await api.loginAs(staff);
  const start = await api.admin('POST', 'account/totp/start', { login, body: {}, address: from() });
  expect(start.status).toBe(200);
  const { secret, otpauth_uri } = start.body.data as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(otpauth_uri).toContain(encodeURIComponent(staff.email));
  const confirmed = await api.admin('POST', 'account/totp/confirm', { login, body: { code: await currentTotpCode(secret) }, address: from() });
  expect(confirmed.status).toBe(200);
  const codes = confirmed.body.data.recovery_codes as string[];
  return { staff, login, secret, codes };
}

/** The password step: answers the waiting cookie. */
async function passwordStep(email: string) {
  const answer = await api.admin('POST', 'auth/sign-in', { body: { email, password: STAFF_PASSWORD }, address: from() });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({ step: 'second_factor' });
  return cookieFrom(answer.headers);
}

const sendCode = (cookie: string, code: string) => api.admin('POST', 'auth/second-factor', { headers: { cookie }, body: { code }, address: from() });

describe('turning two-step sign-in on', () => {
  it('needs a code from the app, then answers ten distinct recovery codes once; every step is audited, the key never', async () => {
    const staff = await api.staffAccount('author');
    const login = await api.loginAs(staff);
    expect((await api.admin('GET', 'account/second-factor', { login })).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const { secret } = (await api.admin('POST', 'account/totp/start', { login, body: {} })).body.data;
    const wrong = await api.admin('POST', 'account/totp/confirm', { login, body: { code: '000000' === (await currentTotpCode(secret)) ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    // Not on until confirmed: the password alone still signs in.
    expect((await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, address: from() })).body.data).toHaveProperty('csrf_token');

    const confirmed = await api.admin('POST', 'account/totp/confirm', { login, body: { code: await currentTotpCode(secret) } });
    const codes = confirmed.body.data.recovery_codes as string[];
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await api.admin('GET', 'account/second-factor', { login })).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await api.admin('POST', 'account/totp/start', { login, body: {} })).status).toBe(409);

    const chief = await signedIn(api, 'administrator');
    const log = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ record_id: String(staff.id) }) } });
    const text = JSON.stringify(log.body.data);
    expect(text).not.toContain(secret);
    for (const code of codes) expect(text).not.toContain(code);
    expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['second_factor_started', 'second_factor_on']));
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password; the waiting session opens nothing else; the code gives a full session', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-03T09:00:00Z') });
    const { staff, secret } = await enrolled();
    // The enrolment used this step's code: the next one signs in.
    vi.setSystemTime(new Date('2026-05-03T09:00:31Z'));
    const waiting = await passwordStep(staff.email);
    const waitingLogin: StaffLogin = { staff, cookie: waiting, csrf: '', token: '' };
    for (const [method, path] of [['GET', 'session'], ['GET', 'account/sessions'], ['GET', 'account/second-factor'], ['POST', 'auth/sign-out'], ['POST', 'account/totp/disable']] as const) {
      expect((await api.admin(method, path, { login: waitingLogin, body: method === 'POST' ? { password: STAFF_PASSWORD } : undefined })).status, path).toBe(401);
    }
    const done = await sendCode(waiting, await currentTotpCode(secret));
    expect(done.status).toBe(200);
    const session = adminSession.parse(done.body.data);
    const cookie = cookieFrom(done.headers);
    expect(cookie).not.toBe(waiting);
    expect((await api.admin('GET', 'session', { headers: { cookie } })).body.data).toEqual(session);
    // The waiting cookie itself never becomes a session.
    expect((await api.admin('GET', 'session', { headers: { cookie: waiting } })).status).toBe(401);
  });

  it('takes each code once, and a code from one step ago, but not two', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T09:00:10Z') });
    const { staff, secret } = await enrolled();
    vi.setSystemTime(new Date('2026-05-01T09:00:40Z'));
    const first = await passwordStep(staff.email);
    const lastStepCode = await currentTotpCode(secret, Date.parse('2026-05-01T09:00:15Z'));
    // The enrolment used the 09:00:00 step already: a code works once.
    expect((await sendCode(first, lastStepCode)).status).toBe(400);
    const now = await currentTotpCode(secret);
    expect((await sendCode(first, now)).status).toBe(200);
    const second = await passwordStep(staff.email);
    expect((await sendCode(second, now)).status).toBe(400);
    vi.setSystemTime(new Date('2026-05-01T09:01:35Z'));
    const third = await passwordStep(staff.email);
    // One step ago and unused: passes.
    expect((await sendCode(third, await currentTotpCode(secret, Date.parse('2026-05-01T09:01:05Z')))).status).toBe(200);
    vi.setSystemTime(new Date('2026-05-01T09:03:05Z'));
    const fourth = await passwordStep(staff.email);
    const twoStepsAgo = await sendCode(fourth, await currentTotpCode(secret, Date.parse('2026-05-01T09:02:05Z')));
    expect(twoStepsAgo).toMatchObject({ status: 400, body: { errors: { code: expect.any(String) } } });
    expect((await sendCode(fourth, await currentTotpCode(secret, Date.parse('2026-05-01T09:02:35Z')))).status).toBe(200);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const { staff, codes } = await enrolled();
    const first = await passwordStep(staff.email);
    expect((await sendCode(first, codes[0]!.toUpperCase().replace('-', ' '))).status).toBe(200);
    const second = await passwordStep(staff.email);
    expect((await sendCode(second, codes[0]!)).status).toBe(400);
    expect((await sendCode(second, codes[1]!)).status).toBe(200);
    const login = await api.loginAs(staff);
    expect((await api.admin('GET', 'account/second-factor', { login })).body.data.recovery_codes_left).toBe(8);
  });

  it('locks the account after five wrong codes, even against the right code; the password then cannot help', async () => {
    const { staff, secret } = await enrolled();
    const waiting = await passwordStep(staff.email);
    const wrong = (await currentTotpCode(secret)) === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await sendCode(waiting, wrong)).status).toBe(400);
    // A new password step does not forget the four failures.
    const again = await passwordStep(staff.email);
    expect((await sendCode(again, wrong)).status).toBe(429);
    // The lock ended the wait: even the right code now needs a new sign-in, which the lock refuses.
    expect((await sendCode(again, await currentTotpCode(secret))).status).toBe(401);
    const locked = await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, address: from() });
    expect(locked.status).toBe(429);
  });

  it('ends the wait after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-02T09:00:00Z') });
    const { staff, secret } = await enrolled();
    const waiting = await passwordStep(staff.email);
    vi.setSystemTime(new Date('2026-05-02T09:05:01Z'));
    expect((await sendCode(waiting, await currentTotpCode(secret))).status).toBe(401);
  });
});

describe('turning it off, new codes, and an administrator’s reset', () => {
  it('asks for the password to turn it off or to make new codes; old codes stop working', async () => {
    const { staff, login, codes } = await enrolled();
    expect((await api.admin('POST', 'account/recovery-codes', { login, body: { password: 'not it at all' }, address: from() })).status).toBe(400);
    const fresh = await api.admin('POST', 'account/recovery-codes', { login, body: { password: STAFF_PASSWORD }, address: from() });
    expect(fresh.status).toBe(200);
    const waiting = await passwordStep(staff.email);
    expect((await sendCode(waiting, codes[0]!)).status).toBe(400);
    expect((await sendCode(waiting, fresh.body.data.recovery_codes[0])).status).toBe(200);

    expect((await api.admin('POST', 'account/totp/disable', { login, body: { password: 'not it at all' }, address: from() })).status).toBe(400);
    expect((await api.admin('POST', 'account/totp/disable', { login, body: { password: STAFF_PASSWORD }, address: from() })).status).toBe(200);
    const plain = await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, address: from() });
    expect(plain.body.data).toHaveProperty('csrf_token');
  });

  it('lets an administrator turn off another’s second factor, which ends their sessions', async () => {
    const { staff, login } = await enrolled();
    const chief = await signedIn(api, 'administrator');
    const reset = await api.admin('POST', `staff/${staff.id}/reset-second-factor`, { login: chief, body: {} });
    expect(reset.status).toBe(200);
    expect(reset.body.data.second_factor).toBe(false);
    expect((await api.admin('GET', 'session', { login })).status).toBe(401);
    expect((await api.admin('POST', `staff/${chief.staff.id}/reset-second-factor`, { login: chief, body: {} })).status).toBe(400);
    const plain = await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, address: from() });
    expect(plain.body.data).toHaveProperty('csrf_token');
  });
});
