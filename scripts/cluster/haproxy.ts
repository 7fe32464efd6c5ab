// haproxy in front of the app processes, run in the foreground as a child of the harness with the
// repository's own configuration (docs/deploy/haproxy.cfg), its values given as environment.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { waitFor } from './waiting';

export const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '../../docs/deploy/haproxy.cfg');
/** The configuration names its servers app1, app2, app3. */
export const BALANCED_PROCESSES = 3;

export interface BalancerSettings {
  port: number;
  /** host:port of each app process, in the order of the configuration's servers. */
  servers: string[];
  /** The runtime API's socket and the log file, in the run's folder. */
  socket: string;
  logFile: string;
  /** Health check interval; short, so that a killed process leaves the pool quickly. */
  checkInterval: string;
}

export interface Balancer {
  url: string;
  /** Each server's state as haproxy sees it: "UP", "DOWN", "MAINT", "UP 1/2"... */
  serverStates(): Promise<Record<string, string>>;
  /** HTTP answers each server has given since haproxy started: the load run shows the spread. */
  answersPerServer(): Promise<Record<string, number>>;
  stop(): Promise<void>;
  killNow(): void;
}

/** Debian puts haproxy in /usr/sbin, which a non-root PATH often lacks. */
export function haproxyBinary(): string {
  if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('haproxy is not installed. On Debian: apt-get install -y haproxy (as root).');
  return found;
}

export async function startBalancer(settings: BalancerSettings): Promise<Balancer> {
  if (settings.servers.length !== BALANCED_PROCESSES) throw new Error(`${HAPROXY_CONFIG} balances ${BALANCED_PROCESSES} processes`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEWSROOM_LISTEN: `127.0.0.1:${settings.port}`,
    HAPROXY_STATS_SOCKET: settings.socket,
    HAPROXY_CHECK_INTERVAL: settings.checkInterval,
    HAPROXY_LOG: 'stdout',
    ...Object.fromEntries(settings.servers.map((server, index) => [`NEWSROOM_APP${index + 1}`, server])),
  };
  const log = openSync(settings.logFile, 'a');
  // -db: foreground, no daemon, so that it lives and dies as this child process. Its own process
  // group, so that a Ctrl+C reaches the harness alone, which stops it after the apps.
  const child: ChildProcess = spawn(haproxyBinary(), ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (running = false));
  const balancer: Balancer = {
    url: `http://127.0.0.1:${settings.port}`,
    serverStates: () => serverStates(settings.socket),
    answersPerServer: () => answersPerServer(settings.socket),
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      await exited;
    },
    killNow() {
      if (running) child.kill('SIGKILL');
    },
  };
  try {
    await waitFor(async () => Object.keys(await balancer.serverStates()).length === BALANCED_PROCESSES, {
      what: `haproxy to start (log: ${settings.logFile})`,
      timeoutMs: 20_000,
      abandon: () => (running ? null : `haproxy exited (log: ${settings.logFile})`),
    });
  } catch (error) {
    balancer.killNow();
    throw error;
  }
  return balancer;
}

async function serverStates(socket: string): Promise<Record<string, string>> {
  const rows = await serverColumns(socket, ['status']);
  return Object.fromEntries(Object.entries(rows).map(([server, [status]]) => [server, status ?? '']));
}

async function answersPerServer(socket: string): Promise<Record<string, number>> {
  const rows = await serverColumns(socket, ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other']);
  return Object.fromEntries(Object.entries(rows).map(([server, counts]) => [server, counts.reduce((sum, count) => sum + (Number(count) || 0), 0)]));
}

/** `show stat` on the runtime API: the given columns of each of the backend's servers. */
async function serverColumns(socket: string, wanted: string[]): Promise<Record<string, (string | undefined)[]>> {
  const csv = await runtimeCommand(socket, 'show stat');
  const [header, ...rows] = csv.split('\n').filter(Boolean);
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const [proxy, server] = ['pxname', 'svname'].map((name) => columns.indexOf(name));
  const found: Record<string, (string | undefined)[]> = {};
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[proxy!] === 'app' && !['FRONTEND', 'BACKEND'].includes(fields[server!] ?? '')) found[fields[server!]!] = wanted.map((name) => fields[columns.indexOf(name)]);
  }
  return found;
}

function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.once('error', reject);
    connection.once('close', () => resolve(answer));
  });
}
