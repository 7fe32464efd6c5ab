// npm run bench:push — one notification to 100,000 devices through the durable queue, as a server
// sends it: the queue workers and the Web Push sender run in this process (with the server's heap
// limit) on a fresh database; the local push service runs in a child process on 127.0.0.1 and
// verifies the VAPID JWT and decrypts every message. Prints deliveries per second, the time to the
// last delivery, this process's memory growth while sending, and the duplicates and losses (both
// must be 0). BENCH_DEVICES (default 100000) sets the audience; the PUSH_* settings
// (docs/push.md) pass through, e.g. PUSH_WORKERS, PUSH_CONCURRENCY, PUSH_BATCH_SIZE.
// The embedded database commits as the server's does (DB_DURABILITY, default full: fsync at each
// commit); BENCH_DATABASE_URL runs it on a PostgreSQL server instead.
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { openDatabase } from '@newsroom/db/client';
import { readPushConfig } from '../src/push/push-config';
import { sendNotification } from '../src/push/push-enqueue';
import { startPush, whenDelivered } from '../src/push/push-runtime';
import { startPushServiceProcess } from '../test/push-service/service-process';
import { watchMemory } from './memory-watch';
import { addLanguage, registerDevices } from './push-bench-devices';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const GOALS = { deliveriesPerSecond: 1000, memoryGrowthMb: 100 };

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'news-push-bench-'));
  const service = await startPushServiceProcess();
  const durability = process.env.DB_DURABILITY === 'relaxed' ? 'relaxed' : 'full';
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { dataDir: path.join(folder, 'db'), durability });
  try {
    const caFile = path.join(folder, 'push-service.pem');
    await writeFile(caFile, service.certificatePem);
    const push = readPushConfig({ ...process.env, PUSH_TRUSTED_ORIGINS: service.origin, PUSH_CA_FILE: caFile }, 'https://news.example');

    const preparing = performance.now();
    const languageId = await addLanguage(database.db);
    await registerDevices(database.db, service, DEVICES, languageId);
    console.info(`${DEVICES} devices registered in ${seconds(performance.now() - preparing)} s (${database.kind}); load average ${load()}`);

    globalThis.gc?.();
    const memory = await watchMemory();
    const serviceCpuBefore = (await service.stats()).cpuSeconds;
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const workers = await startPush(database.db, push);
    if (!workers) throw new Error('push is off (PUSH_ENABLED=0 or PUSH_WORKERS=0)');
    const startedAt = Date.now();
    const notificationId = await sendNotification(database.db, { kind: 'breaking', title: 'Benchmark', body: 'One message to every device', url: '/en/news/1' });
    const counts = await whenDelivered(database.db, notificationId!);
    const finishedAt = Date.now();
    await workers.stop();
    const peaks = await memory.stop();
    const stats = await service.stats();
    const cpu = process.cpuUsage(cpuBefore);
    // Near 100 %: the sender's own work (CPU, and the embedded database's fsyncs, which block) is
    // the limit; well below: it waits on the push service or the machine.
    const loopBusy = Math.round(performance.eventLoopUtilization(loopBefore).utilization * 100);
    const cpuMsPer = (cpuSeconds: number) => ((cpuSeconds * 1000) / Math.max(1, stats.delivered)).toFixed(2);

    const lastMs = (stats.lastDeliveryAt ?? finishedAt) - startedAt;
    const perSecond = Math.round(stats.delivered / (lastMs / 1000));
    const growthMb = Math.round((peaks.rssPeakMb - peaks.rssStartMb) * 10) / 10;
    const heapGrowthMb = Math.round((peaks.heapPeakMb - peaks.heapStartMb) * 10) / 10;
    const losses = stats.undelivered;
    const rows: [string, string, string][] = [
      ['devices', String(DEVICES), ''],
      ['workers x concurrency, batch', `${push.workers} x ${push.concurrency}, ${push.batchSize}`, ''],
      ['deliveries (verified, decrypted)', String(stats.delivered), ''],
      ['deliveries per second', String(perSecond), `goal >= ${GOALS.deliveriesPerSecond}`],
      ['time to first / last delivery', `${seconds((stats.firstDeliveryAt ?? startedAt) - startedAt)} s / ${seconds(lastMs)} s`, ''],
      ['queue done after', `${seconds(finishedAt - startedAt)} s`, ''],
      ['sender RSS start / peak (growth)', `${peaks.rssStartMb} / ${peaks.rssPeakMb} MB (+${growthMb})`, `goal growth < ${GOALS.memoryGrowthMb} MB`],
      ['sender heap start / peak (growth)', `${peaks.heapStartMb} / ${peaks.heapPeakMb} MB (+${heapGrowthMb})`, ''],
      ['CPU per delivery: sender / service', `${cpuMsPer((cpu.user + cpu.system) / 1e6)} ms / ${cpuMsPer(stats.cpuSeconds - serviceCpuBefore)} ms`, 'user + system'],
      ['sender event loop busy', `${loopBusy} %`, ''],
      ['push service RSS', `${stats.rssMb} MB`, 'child process, not counted'],
      ['queue counts sent / failed / removed', `${counts.sent} / ${counts.failed} / ${counts.removed}`, ''],
      ['refused by the push service', String(stats.refused), stats.refusalReasons.join('; ')],
      ['duplicates', String(stats.duplicates), 'must be 0'],
      ['losses (devices that got nothing)', String(losses), 'must be 0'],
      ['load average (1, 5, 15 min)', load(), `${database.kind === 'postgres' ? 'postgres' : `pglite, ${durability} durability`}, node ${process.version}`],
    ];
    console.info('\nOne notification to every device, through the queue and Web Push (local push service)\n');
    for (const [name, value, note] of rows) console.info(`${name.padEnd(38)}${value.padEnd(30)}${note}`);
    const met = perSecond >= GOALS.deliveriesPerSecond && growthMb < GOALS.memoryGrowthMb && stats.duplicates === 0 && losses === 0;
    console.info(`\n${met ? 'all goals met' : 'GOALS NOT MET'}`);
    if (stats.duplicates > 0 || losses > 0) process.exitCode = 1;
  } finally {
    await database.close();
    await service.close();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
