import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { PUBLISH_AHEAD_MS, RETIRE_AFTER_MS, ROTATE_AFTER_MS, SigningKeys } from './keys';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 60 * 60_000;

/** A token signed by the ring's current signer. */
async function signed(keys: SigningKeys): Promise<string> {
  const key = await keys.signer();
  return new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setSubject('reader').setIssuedAt().setExpirationTime('10m').sign(key.privateKey);
}

/** Checks a token as a client does: against the key set the service publishes. */
async function verifiesAgainstPublishedKeys(keys: SigningKeys, token: string): Promise<boolean> {
  return jwtVerify(token, createLocalJWKSet(await keys.publicJwks())).then(
    () => true,
    () => false,
  );
}

describe('signing key rotation', () => {
  it('publishes a successor ahead, switches to it, and retires the old key once nothing it signed is valid', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    // A process's key ring as time goes by: a fresh ring rereads the table, as every process
    // does at least every ten minutes.
    const ringAt = (time: number) => {
      clock = time;
      return new SigningKeys(api.deps.db, () => clock);
    };
    const start = clock;

    const first = await ringAt(start).signer();
    expect((await ringAt(start + HOUR).publicJwks()).keys.map((key) => key.kid)).toEqual([first.kid]);

    // Thirty days on, a successor is published but the first key still signs for an hour.
    const rotating = ringAt(start + ROTATE_AFTER_MS);
    const tokenOfFirst = await signed(rotating);
    const published = (await rotating.publicJwks()).keys.map((key) => key.kid);
    expect(published).toHaveLength(2);
    expect(published[0]).toBe(first.kid);
    const successor = published[1]!;
    expect((await rotating.signer()).kid).toBe(first.kid);
    // Another process rereading meanwhile adds no third key.
    expect((await ringAt(start + ROTATE_AFTER_MS + HOUR / 2).publicJwks()).keys).toHaveLength(2);

    // Once published for an hour, the successor signs; the first key still verifies.
    const switched = ringAt(start + ROTATE_AFTER_MS + PUBLISH_AHEAD_MS);
    expect((await switched.signer()).kid).toBe(successor);
    expect(await verifiesAgainstPublishedKeys(switched, tokenOfFirst)).toBe(true);
    expect(await switched.byKid(first.kid)).toBeDefined();

    // A day after the switch the first key is gone, from the table and the published set.
    const later = ringAt(start + ROTATE_AFTER_MS + PUBLISH_AHEAD_MS + RETIRE_AFTER_MS);
    expect((await later.publicJwks()).keys.map((key) => key.kid)).toEqual([successor]);
    expect(await verifiesAgainstPublishedKeys(later, tokenOfFirst)).toBe(false);
    expect(await verifiesAgainstPublishedKeys(later, await signed(later))).toBe(true);
  });

  it('a running process rereads its keys, so it learns of a successor before the successor signs', async () => {
    const fresh = await createTestApi();
    try {
      let clock = Date.parse('2026-01-01T00:00:00Z');
      const running = new SigningKeys(fresh.deps.db, () => clock);
      const first = (await running.signer()).kid;

      // Another process, thirty days on, makes a successor; within ten minutes this one publishes it too.
      await new SigningKeys(fresh.deps.db, () => clock + ROTATE_AFTER_MS).publicJwks();
      expect((await running.publicJwks()).keys).toHaveLength(1);
      clock += 10 * 60_000;
      expect((await running.publicJwks()).keys).toHaveLength(2);
      expect((await running.signer()).kid).toBe(first);
    } finally {
      await fresh.close();
    }
  });
});
