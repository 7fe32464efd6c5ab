import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertBaseFixtures } from '../../test/builders';
import { NOTIFY_SCRIPT, preparePushCommandSite, type Device, type PushCommandSite } from '../../test/push-command-kit';

// `npm run notify` as an operator runs it: the real script in a process of its own, on a data
// folder (or, under `npm run test:pg`, a PostgreSQL database) this test prepared, sending over
// HTTPS to the local push service, which runs in the test's process and decrypts every message.

let site: PushCommandSite;
let service: PushCommandSite['service'];
const devices: Record<'ar1' | 'ar2' | 'arGone' | 'en', Device> = {} as never;

beforeAll(async () => {
  site = await preparePushCommandSite();
  service = site.service;
  await site.withDatabase(async ({ db }) => {
    const base = await insertBaseFixtures(db);
    const [ar1, ar2, arGone] = await site.addDevices(db, base.ar.id, 3);
    const [en] = await site.addDevices(db, base.en.id, 1);
    Object.assign(devices, { ar1, ar2, arGone, en });
  });
  service.behave(devices.arGone.subscription, { gone: 410 });
}, 60_000);

afterAll(() => site?.close());

/** Runs `npm run notify -- <args>`'s script with only the site's settings (no .env, no inherited ones). */
const notify = (args: string[]) => site.start(NOTIFY_SCRIPT, args).finished;
const withDatabase: PushCommandSite['withDatabase'] = (use) => site.withDatabase(use);
const notificationCount = () => withDatabase(async ({ db }) => (await db.select({ n: count() }).from(schema.pushNotifications))[0]!.n);

describe('npm run notify', () => {
  it('sends to the devices of the language given, and prints the delivery counts', async () => {
    const run = await notify(['--title', 'Storm warning', '--url', '/ar/news/storm', '--message', 'Stay inside', '--language', 'ar']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^notification \d+: sent 2, failed 0, removed 1\n$/);

    for (const device of [devices.ar1, devices.ar2]) {
      const received = service.deliveriesTo(device.subscription);
      expect(received).toHaveLength(1);
      expect(received[0]!.payload).toMatchObject({ title: 'Storm warning', body: 'Stay inside', url: '/ar/news/storm', kind: 'general' });
      expect(received[0]!.headers.urgency).toBe('normal');
    }
    expect(service.deliveriesTo(devices.en.subscription)).toEqual([]);
    expect(service.deliveriesTo(devices.arGone.subscription)).toEqual([]);
    expect(service.refusals.map((refusal) => refusal.status)).toEqual([410]);
    expect(service.duplicates).toBe(0);
    // The push service said the subscription is gone: the device is forgotten.
    const left = await withDatabase(({ db }) => db.select({ id: schema.deviceTokens.id }).from(schema.deviceTokens).where(eq(schema.deviceTokens.id, devices.arGone.id)));
    expect(left).toEqual([]);
  }, 60_000);

  it('refuses to run without a title, saying how to use it', async () => {
    const run = await notify(['--url', '/ar/news/storm', '--language', 'ar']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('usage: npm run notify -- --title <title> --url <url>');
    expect(run.stdout).toBe('');
  }, 60_000);

  it('names the languages there are when given an unknown one, and queues nothing', async () => {
    const before = await notificationCount();
    const delivered = service.delivered;
    const run = await notify(['--title', 'Storm warning', '--url', '/news/storm', '--language', 'xx']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^No language xx: use one of en \(\d+\), ar \(\d+\)\n$/);
    expect(await notificationCount()).toBe(before);
    expect(service.delivered).toBe(delivered);
  }, 60_000);
});
