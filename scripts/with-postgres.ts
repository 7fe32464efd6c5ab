// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster.
// Usage: tsx scripts/with-postgres.ts <command> [args…]. When TEST_DATABASE_URL is already set,
// that server is used as it is. Otherwise a cluster is created in a temp folder with Debian's
// PostgreSQL binaries, started on a free loopback port, and removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args…]');
  process.exit(2);
}

function findBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    console.error('PostgreSQL is not installed. On Debian: apt-get install -y postgresql (as root), or set TEST_DATABASE_URL.');
    process.exit(2);
  }
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function asClusterOwner(binary: string, binArgs: string[]): ReturnType<typeof spawnSync> {
  const isRoot = process.getuid?.() === 0;
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...binArgs]] : [binary, binArgs];
  return spawnSync(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function check(result: ReturnType<typeof spawnSync>, what: string): void {
  if (result.status !== 0) {
    console.error(`${what} failed:\n${String(result.stdout)}${String(result.stderr)}`);
    process.exit(1);
  }
}

async function main(): Promise<number> {
  if (process.env.TEST_DATABASE_URL) return run(process.env.TEST_DATABASE_URL);
  const bin = findBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'news-pg-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  check(asClusterOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), 'initdb');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  check(asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']), 'pg_ctl start');
  console.info(`[with-postgres] PostgreSQL started on 127.0.0.1:${port}`);
  const stop = () => {
    asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    return await run(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    stop();
  }
}

function run(url: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: process.platform === 'win32' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
