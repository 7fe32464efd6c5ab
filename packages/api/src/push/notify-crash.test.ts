import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '@newsroom/db/client';
import { insertBaseFixtures } from '../../test/builders';
import { NOTIFY_SCRIPT, PUSH_WORKERS_SCRIPT, preparePushCommandSite, type Device, type PushCommandSite } from '../../test/push-command-kit';

// `npm run notify` killed (SIGKILL: nothing runs on the way out) while it is sending, then the
// queue workers of a new process on the same database finish the notification (ADR 009): every
// device gets it at most once, the ones in flight at the kill are counted lost, never resent.

const AUDIENCE = 1000;
const WORKERS = 2;
const CONCURRENCY = 50;
const KILL_AFTER = 150;
/**
 * The service answers each message 30 to 90 ms late: the sending lasts long enough to be cut, and
 * the messages of a group arrive apart, so the kill finds some decrypted and not yet answered.
 */
const answerDelayMs = (index: number) => 30 + (index % 7) * 10;

let site: PushCommandSite;
let devices: Device[];

beforeAll(async () => {
  site = await preparePushCommandSite({
    PUSH_WORKERS: String(WORKERS),
    PUSH_CONCURRENCY: String(CONCURRENCY),
    // Several delivery jobs: some taken by the killed process's workers, some still waiting.
    PUSH_BATCH_SIZE: '100',
    // The jobs the killed workers held are taken again this soon.
    PUSH_LEASE_SECONDS: '2',
    // Never a timeout on a loaded machine: only the kill interrupts a send.
    PUSH_TIMEOUT_SECONDS: '60',
  });
  devices = await site.withDatabase(async ({ db }) => site.addDevices(db, (await insertBaseFixtures(db)).en.id, AUDIENCE));
  devices.forEach((device, index) => site.service.behave(device.subscription, { delayMs: answerDelayMs(index) }));
}, 120_000);

afterAll(() => site?.close());

async function until(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('npm run notify killed mid-delivery', () => {
  it('is finished by the workers of a new process: none twice, the messages in flight counted lost', async () => {
    const notify = site.start(NOTIFY_SCRIPT, ['--title', 'Flood warning', '--url', '/en/news/flood', '--language', 'en']);
    let exited = false;
    void notify.finished.then(() => (exited = true));
    await until(() => site.service.delivered >= KILL_AFTER || exited, `${KILL_AFTER} devices got the message`, 90_000);
    notify.child.kill('SIGKILL');
    const killed = await notify.finished;
    expect(killed.signal, `notify ended by itself: ${killed.stdout}${killed.stderr}`).toBe('SIGKILL');
    const deliveredAtKill = site.service.delivered;
    expect(deliveredAtKill).toBeLessThan(AUDIENCE);

    // The database opens after the kill (the embedded one recovers), and shows the cut sending.
    const atKill = await site.withDatabase(({ db }) => sendingState(db));
    expect(atKill.notification.state).toBe('sending');
    expect(atKill.inFlight).toBeLessThanOrEqual(WORKERS * CONCURRENCY);

    const restart = site.start(PUSH_WORKERS_SCRIPT);
    const finished = await restart.finished;
    expect(finished.stderr).toBe('');
    expect(finished.code).toBe(0);
    const [counts] = JSON.parse(finished.stdout) as { id: number; state: string; sent: number; failed: number; removed: number }[];

    const final = await site.withDatabase(({ db }) => sendingState(db));
    expect(counts).toEqual({ id: final.notification.id, state: 'done', sent: final.byState.sent, failed: final.byState.lost, removed: 0 });
    expect(counts!.sent + counts!.failed + counts!.removed).toBe(AUDIENCE);
    // Only the rows in flight at the kill are lost; the new process sent to every other device.
    expect(final.byState.lost).toBe(atKill.inFlight);
    expect(final.byState.other).toBe(0);
    expect(site.service.duplicates).toBe(0);
    const received = new Map<string, number>();
    for (const delivery of site.service.deliveries) received.set(delivery.subscriptionId, (received.get(delivery.subscriptionId) ?? 0) + 1);
    expect(Math.max(...received.values())).toBe(1);
    expect(site.service.undelivered()).toBeLessThanOrEqual(final.byState.lost);
    // A device that got nothing is one whose message was in flight at the kill.
    const unreached = devices.filter((device) => site.service.deliveriesTo(device.subscription).length === 0);
    expect(unreached.filter((device) => !final.lostDeviceIds.has(device.id))).toEqual([]);
    expect(site.service.delivered).toBe(AUDIENCE - site.service.undelivered());
    expect(site.service.delivered).toBeGreaterThan(deliveredAtKill);
    expect(site.service.refusals).toEqual([]);
  }, 240_000);
});

/** The notification, and its delivery rows counted by state (`sending` ones are in flight). */
async function sendingState(db: Db) {
  const { pushNotifications: n, pushDeliveries: d } = schema;
  const [notification] = await db.select({ id: n.id, state: n.state }).from(n);
  const rows = await db
    .select({ state: d.state, count: sql<number>`count(*)::int` })
    .from(d)
    .where(eq(d.notificationId, notification!.id))
    .groupBy(d.state);
  const of = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
  // Anything else (retry, failed, removed) would be a send that went wrong besides the kill.
  const byState = { sent: of('sent'), lost: of('lost'), sending: of('sending'), other: rows.filter((row) => !['sent', 'lost', 'sending'].includes(row.state)).length };
  const lost = await db.select({ deviceId: d.deviceId }).from(d).where(sql`${d.notificationId} = ${notification!.id} and ${d.state} = 'lost'`);
  return { notification: notification!, byState, inFlight: byState.sending, lostDeviceIds: new Set(lost.map((row) => row.deviceId)) };
}
