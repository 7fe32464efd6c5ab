// One app process of the cluster: the built server (apps/web/dist/server/main.js, what `npm start`
// runs) on its own port and data folder, started, stopped and killed by the harness.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { statusOf, waitFor } from './waiting';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../apps/web/dist/server/main.js');

export interface AppSettings {
  name: string;
  port: number;
  /** Its own data folder: the identity service's outbox. Media are in the shared bucket (object-store.ts). */
  dataDir: string;
  /** Where its output goes; kept until the end of the run. */
  logFile: string;
  env: Record<string, string>;
}

export class AppProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** How the last run ended: its exit code, or the signal that ended it. */
  lastExit: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  constructor(readonly settings: AppSettings) {}

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the server and resolves once it answers `/ready` (migrated, seeded, listening). */
  async start(timeoutMs: number): Promise<void> {
    if (this.child) throw new Error(`${this.settings.name} is already running`);
    const log = openSync(this.settings.logFile, 'a');
    // Its own process group (detached), so that a Ctrl+C reaches the harness alone, which then
    // stops everything in order; and so that killing the group also ends a seeding copy.
    // The working folder is the data folder: a developer's `.env` in the repository must not
    // change the cluster's settings.
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: this.settings.dataDir,
      env: { ...process.env, ...this.settings.env },
      stdio: ['ignore', log, log],
      detached: true,
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.lastExit = { code, signal };
        resolve();
      }),
    );
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await waitFor(async () => (await statusOf(`${this.url}/ready`, 3_000)) === 200, {
      what: `${this.settings.name} to answer /ready (log: ${this.settings.logFile})`,
      timeoutMs,
      intervalMs: 100,
      abandon: () => (this.child === child ? null : `${this.settings.name} exited while starting (log: ${this.settings.logFile})`),
    });
  }

  /** Sends a signal to the whole process group and waits for the server to exit. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    signalGroup(child.pid, signal);
    await this.exited;
  }

  /** SIGTERM (a graceful stop: requests in flight finish), SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    signalGroup(child.pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** SIGKILL without waiting: for the way out of the harness. */
  killNow(): void {
    if (this.child?.pid) signalGroup(this.child.pid, 'SIGKILL');
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
