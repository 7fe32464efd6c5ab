import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { loadConfig } from '../config';
import { storedKeys } from './vapid-keys';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('VAPID keys', () => {
  it('are made once, kept in the database, and given to browsers by get_settings', async () => {
    const { body } = await api.call('get_settings');
    const first = await storedKeys(api.deps.db);
    // Another process on the same database finds the same pair instead of making its own.
    const second = await storedKeys(api.deps.db);
    expect(second).toEqual(first);
    expect(body.data.vapid_public_key).toBe(first.publicKey);
    expect((await api.deps.db.select({ n: count() }).from(schema.pushKeys))[0]!.n).toBe(1);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and are "" with push off', async () => {
    const given = webpush.generateVAPIDKeys();
    const configured = await createTestApi({ VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
    const off = await createTestApi({ PUSH_ENABLED: '0' });
    try {
      expect((await configured.call('get_settings')).body.data.vapid_public_key).toBe(given.publicKey);
      expect((await configured.deps.db.select({ n: count() }).from(schema.pushKeys))[0]!.n).toBe(0);
      expect((await off.call('get_settings')).body.data.vapid_public_key).toBe('');
    } finally {
      await configured.close();
      await off.close();
    }
  });

  it('refuses a half-given pair', async () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  });
});
