// A scaled-out site on this machine (docs/scale-out.md): a PostgreSQL primary and a streaming
// replica, three app processes on the primary, haproxy in front of them, and an S3-compatible
// store holding their media. Everything lives in one temporary folder and is removed by stop(),
// also after a start that failed half way.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppProcess } from './app-process';
import type { ClusterDescription } from './cluster-description';
import { BALANCED_PROCESSES, startBalancer, type Balancer } from './haproxy';
import { startObjectStore, type ObjectStore } from './object-store';
import { initPrimary, initReplica, postgresServer, waitUntilStreaming, type PostgresServer } from './postgres-pair';
import { giveToOwner } from './postgres-tools';
import { freePort, waitFor } from './waiting';

const ACCESS_KEY = '5670';
/** Low, so that the test of the shared limit posts few comments; no other test posts this many. */
const POST_RATE_PER_MINUTE = 5;
/** The first start migrates and seeds the demo site (pictures included): minutes on a busy machine. */
const FIRST_START_MS = 5 * 60_000;
const LATER_START_MS = 2 * 60_000;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Settings a caller other than the tests needs; left out, the tests' values hold. */
export interface ClusterOptions {
  /** POST_RATE_PER_MINUTE of every process (the load run raises it: its readers post fast on purpose). */
  postRatePerMinute?: number;
}

export class LocalCluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'news-cluster-'));
  primary: PostgresServer | null = null;
  replica: PostgresServer | null = null;
  balancer: Balancer | null = null;
  objectStore: ObjectStore | null = null;
  apps: AppProcess[] = [];
  private starting: Promise<void> | null = null;
  private startSettled = false;
  private stopping: Promise<void> | null = null;
  private removed = false;

  private readonly postRatePerMinute: number;

  constructor(
    private readonly log: (line: string) => void = console.info,
    options: ClusterOptions = {},
  ) {
    this.postRatePerMinute = options.postRatePerMinute ?? POST_RATE_PER_MINUTE;
    // PostgreSQL's folders, sockets and logs are written by its owner; as root the harness writes too.
    giveToOwner(this.dir);
  }

  /** Starts every part; a stop() meanwhile (Ctrl+C) makes it give up at the next step. */
  start(): Promise<void> {
    this.starting ??= this.startParts().finally(() => (this.startSettled = true));
    return this.starting;
  }

  private async startParts(): Promise<void> {
    const started = Date.now();
    const [primaryPort, replicaPort, balancerPort, ...appPorts] = await Promise.all(Array.from({ length: 3 + BALANCED_PROCESSES }, () => freePort()));
    this.primary = postgresServer('primary', this.dir, primaryPort!);
    await initPrimary(this.primary, this.dir);
    this.log(`[cluster] primary on 127.0.0.1:${primaryPort} (${seconds(started)})`);
    this.checkNotStopping();
    // Before the apps, which are given its address (DATABASE_READ_URL).
    this.replica = postgresServer('replica', this.dir, replicaPort!);
    await initReplica(this.replica, this.dir, this.primary);
    this.log(`[cluster] replica streaming on 127.0.0.1:${replicaPort} (${seconds(started)})`);
    this.checkNotStopping();
    // Before the apps, which are given its address and keep every picture there from the start.
    this.objectStore = await startObjectStore(path.join(this.dir, 'object-store'));
    this.log(`[cluster] object store on ${this.objectStore.endpoint}, bucket ${this.objectStore.bucket} (${seconds(started)})`);

    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    this.apps = appPorts.map((port, index) => this.appProcess(`app${index + 1}`, port!, balancerUrl));
    const balancerStarting = startBalancer({
      port: balancerPort!,
      servers: this.apps.map((app) => `127.0.0.1:${app.settings.port}`),
      socket: path.join(this.dir, 'haproxy.sock'),
      logFile: path.join(this.dir, 'haproxy.log'),
      checkInterval: '200ms',
    }).then((balancer) => (this.balancer = balancer));
    try {
      // The demo seed runs in whichever process finds the database empty, with nothing to stop a
      // second one doing the same at the same moment. The first process starts alone and seeds;
      // the other two, together, find it done.
      const [first, ...others] = this.apps;
      await first!.start(FIRST_START_MS);
      this.log(`[cluster] ${first!.settings.name} migrated, seeded and ready (${seconds(started)})`);
      this.checkNotStopping();
      await Promise.all(others.map((app) => app.start(LATER_START_MS)));
    } finally {
      // Settled either way before start() is, so that stop() finds haproxy if it runs.
      await balancerStarting.catch(() => {});
    }
    await balancerStarting;
    await this.waitUntilBalanced();
    this.log(`[cluster] ${this.apps.length} processes up behind haproxy at ${balancerUrl} (${seconds(started)})`);
  }

  private appProcess(name: string, port: number, balancerUrl: string): AppProcess {
    const dataDir = path.join(this.dir, name);
    mkdirSync(dataDir);
    return new AppProcess({
      name,
      port,
      dataDir,
      logFile: path.join(this.dir, `${name}.log`),
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: balancerUrl,
        ACCESS_KEY,
        SEED_DEMO: '1',
        DATABASE_URL: this.primary!.url,
        DATABASE_READ_URL: this.replica!.url,
        // haproxy appends the client's address to X-Forwarded-For (docs/deploy/haproxy.cfg).
        TRUST_PROXY_HOPS: '1',
        POST_RATE_PER_MINUTE: String(this.postRatePerMinute),
        // haproxy checks every 200 ms here and needs two failures: 2 s covers that on a busy machine.
        SHUTDOWN_DELAY_SECONDS: '2',
        // Media in the one bucket, none on a process's own disk: what one process stores, all
        // serve. The seed draws the demo pictures in the first process's DATA_DIR/media and
        // copies them into the bucket (packages/api/src/demo-seed-process.ts).
        ...this.objectStore!.env,
      },
    });
  }

  private checkNotStopping(): void {
    if (this.stopping) throw new Error('the cluster was stopped while starting');
  }

  description(controlUrl: string): ClusterDescription {
    if (!this.primary || !this.replica || !this.balancer || !this.objectStore) throw new Error('the cluster is not started');
    return {
      balancerUrl: this.balancer.url,
      apps: this.apps.map((app) => ({ name: app.settings.name, url: app.url, dataDir: app.settings.dataDir })),
      controlUrl,
      primaryUrl: this.primary.url,
      replicaUrl: this.replica.url,
      objectStore: { endpoint: this.objectStore.endpoint, bucket: this.objectStore.bucket },
      accessKey: ACCESS_KEY,
      postRatePerMinute: this.postRatePerMinute,
    };
  }

  /** Every process is UP in haproxy. */
  async waitUntilBalanced(): Promise<void> {
    await waitFor(async () => Object.values((await this.balancer?.serverStates()) ?? {}).every((state) => state === 'UP') && this.balancer, {
      what: 'haproxy to see every process UP',
      timeoutMs: 30_000,
    });
  }

  async restartReplica(): Promise<void> {
    await this.replica!.start();
    await waitUntilStreaming(this.primary!);
  }

  /** The end of every log of the run (processes, haproxy, PostgreSQL), for a failed run. */
  logTails(lines = 25): string {
    if (!existsSync(this.dir)) return '';
    return readdirSync(this.dir)
      .filter((file) => file.endsWith('.log'))
      .map((file) => `--- ${file} (last ${lines} lines)\n${readFileSync(path.join(this.dir, file), 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`)
      .join('\n');
  }

  /** haproxy first (no new requests), then the processes (gracefully), the object store, the databases, the folder. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      if (this.starting && !this.startSettled) {
        // Interrupted while starting: the processes are killed, so that the start stops waiting
        // for them, and whatever it was making (a server, haproxy) is finished before it is stopped.
        for (const app of this.apps) app.killNow();
        await this.starting.catch(() => {});
      }
      const steps: Array<() => Promise<unknown>> = [
        async () => this.balancer?.stop(),
        async () => Promise.all(this.apps.map((app) => app.stop())),
        // After the processes, which may still be writing to it while they finish.
        async () => this.objectStore?.close(),
        async () => this.replica?.stop(),
        async () => this.primary?.stop(),
      ];
      for (const step of steps) await step().catch((error: unknown) => this.log(`[cluster] while stopping: ${error instanceof Error ? error.message : String(error)}`));
      this.stopNow();
    })();
    return this.stopping;
  }

  /** Kills whatever still runs and removes the folder, blocking: also usable on the way out of the process. */
  stopNow(): void {
    if (this.removed) return;
    this.removed = true;
    this.balancer?.killNow();
    for (const app of this.apps) app.killNow();
    this.replica?.stopNow();
    this.primary?.stopNow();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
