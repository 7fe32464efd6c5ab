import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, linkToken } from '../../test/identity-helpers';
import { resolveSession, revokeAllSessions, revokeSession } from './sessions';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The statements that wrote a session's expiry, as the database was sent them. */
let extensions: string[] = [];
let api: TestApi;
beforeAll(async () => {
  // The defaults: 90 days idle, 365 days from sign-in.
  api = await createTestApi({}, { logger: { logQuery: (query) => void (/^update "user_sessions"/i.test(query) && extensions.push(query)) } });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

/** Only the clock moves: the database and the request pipeline run as usual. */
function startClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

const statusWith = async (token: string) => (await api.call('get_user_by_id', {}, { token })).status;

async function storedExpiry(userId: number): Promise<number> {
  const [row] = await api.deps.db.select({ expiresAt: schema.userSessions.expiresAt }).from(schema.userSessions).where(eq(schema.userSessions.userId, userId));
  return new Date(row!.expiresAt).getTime();
}

describe('a bearer token in use', () => {
  it('lives on while the reader comes back every 80 days', async () => {
    startClock();
    const reader = await api.signedInUser();
    for (let visit = 1; visit <= 4; visit += 1) {
      wait(80 * DAY);
      expect(await statusWith(reader.token), `visit on day ${visit * 80}`).toBe(200);
    }
  });

  it('is refused after 91 days unused, counted from its last use', async () => {
    startClock();
    const idle = await api.signedInUser();
    const returning = await api.signedInUser();
    wait(50 * DAY);
    expect(await statusWith(returning.token)).toBe(200);
    wait(89 * DAY);
    // Day 139: 89 days after its last use, the returning reader's token still works.
    expect(await statusWith(returning.token)).toBe(200);
    expect(await statusWith(idle.token)).toBe(401);
    wait(91 * DAY);
    expect(await statusWith(returning.token)).toBe(401);
  });

  it('is refused a year after sign-in however often it is used, and its expiry never passes that', async () => {
    startClock();
    const signedInAt = Date.now();
    const reader = await api.signedInUser();
    for (let day = 30; day <= 360; day += 30) {
      wait(30 * DAY);
      expect(await statusWith(reader.token), `day ${day}`).toBe(200);
    }
    expect(await storedExpiry(reader.id)).toBeLessThanOrEqual(signedInAt + 365 * DAY);
    wait(5 * DAY - HOUR);
    expect(await statusWith(reader.token)).toBe(200);
    wait(2 * HOUR);
    expect(await statusWith(reader.token)).toBe(401);
  });

  it('writes its new expiry at most once a day, however often it is used', async () => {
    startClock();
    const reader = await api.signedInUser();
    extensions = [];
    const writtenAt: number[] = [];
    // A call every 20 minutes for three days, each past the 15-second memory of resolved tokens.
    for (let call = 0; call < 3 * 72; call += 1) {
      wait(20 * 60_000);
      const before = extensions.length;
      expect(await statusWith(reader.token)).toBe(200);
      if (extensions.length > before) writtenAt.push(Date.now());
    }
    expect(writtenAt.length).toBeGreaterThanOrEqual(2);
    expect(writtenAt.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < writtenAt.length; i += 1) expect(writtenAt[i]! - writtenAt[i - 1]!).toBeGreaterThanOrEqual(DAY);
    // The expiry slid with the use: 90 days from the last write, not from sign-in.
    expect(await storedExpiry(reader.id)).toBe(writtenAt.at(-1)! + 90 * DAY);
  });
});

describe('a revoked bearer token, just used and so remembered by this process', () => {
  it('is refused at once after sign-out', async () => {
    const reader = await api.signedInUser();
    const other = await api.signedInUser();
    expect(await statusWith(reader.token)).toBe(200);
    expect((await api.call('user_logout', {}, { token: reader.token, method: 'POST' })).status).toBe(200);
    expect(await statusWith(reader.token)).toBe(401);
    expect(await statusWith(other.token)).toBe(200);
  });

  it('is refused at once after a password reset', async () => {
    const reader = await confirmedReader(api, 'sliding-reset@example.com');
    const token = (await exchange(api, reader.uid, reader.idToken)).body.data.token as string;
    expect(await statusWith(token)).toBe(200);
    const post = (endpoint: string, params: Record<string, string>) => api.call(endpoint, params, { method: 'POST', headers: freshAddress() });
    await post('identity_forgot_password', { email: reader.email });
    expect((await post('identity_reset_password', { token: linkToken(await lastMessageTo(api, reader.email)), password: 'Brand-New-Lantern-8' })).status).toBe(200);
    expect(await statusWith(token)).toBe(401);
  });

  it('is refused at once after the account is deleted', async () => {
    const reader = await api.signedInUser();
    expect(await statusWith(reader.token)).toBe(200);
    expect((await api.call('delete_user', {}, { token: reader.token, method: 'POST' })).status).toBe(200);
    expect(await statusWith(reader.token)).toBe(401);
  });

  it('is refused after deactivation: at once when it ends the sessions here, within 15 s when done by another process', async () => {
    startClock();
    const here = await api.signedInUser();
    const elsewhere = await api.signedInUser();
    for (const reader of [here, elsewhere]) expect(await statusWith(reader.token)).toBe(200);
    for (const reader of [here, elsewhere]) await api.deps.db.update(schema.users).set({ status: 0 }).where(eq(schema.users.id, reader.id));
    await revokeAllSessions(api.deps, here.id);
    expect(await statusWith(here.token)).toBe(401);
    wait(15_001);
    expect(await statusWith(elsewhere.token)).toBe(401);
  });

  it('is not remembered again by a lookup under way during the sign-out', async () => {
    const reader = await api.signedInUser();
    // The lookup starts first and may read the row before the sign-out deletes it (session-cache.test.ts shows the rule alone).
    await Promise.all([resolveSession(api.deps, reader.token), revokeSession(api.deps, reader.token)]);
    expect(await resolveSession(api.deps, reader.token)).toBeNull();
  });

  it('stays refused when it was idle past its expiry: using it does not extend it', async () => {
    startClock();
    const reader = await api.signedInUser();
    wait(91 * DAY);
    extensions = [];
    expect(await statusWith(reader.token)).toBe(401);
    expect(extensions).toEqual([]);
  });
});
