// Debian's PostgreSQL programs, run the way the cluster harness needs them (scripts/with-postgres.ts
// does the same for one server): found under /usr/lib/postgresql/<version>/bin, and run as the
// `postgres` user when this process is root, because PostgreSQL refuses to run as root.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

/** The newest installed version's bin folder. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed. On Debian: apt-get install -y postgresql (as root).');
  return path.join(root, newest, 'bin');
}

function ownerArgs(program: string, args: string[]): [string, string[]] {
  const binary = path.join(postgresBin(), program);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

/** Runs a PostgreSQL program as the cluster's owner; rejects with its output when it fails. */
export function runAsOwner(program: string, args: string[]): Promise<string> {
  const [file, fileArgs] = ownerArgs(program, args);
  return new Promise((resolve, reject) => {
    // stdin closed, and pg_ctl's server output goes to its log file: pg_ctl start returns while
    // the server runs on, and an inherited pipe would keep this promise waiting for the server.
    const child = spawn(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

/** The same, blocking: for teardown on the way out of the process, when nothing async runs any more. */
export function runAsOwnerNow(program: string, args: string[]): void {
  const [file, fileArgs] = ownerArgs(program, args);
  spawnSync(file, fileArgs, { stdio: 'ignore' });
}

/** Hands a folder to the cluster's owner (as root), so that initdb and pg_basebackup may write in it. */
export function giveToOwner(dir: string): void {
  if (!isRoot) return;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, id('-u'), id('-g'));
}

/**
 * One SQL statement through psql, answering its rows as unaligned text (`a|b` per line). Over TCP
 * as any user: the throwaway clusters trust loopback connections. Tests read the database with it
 * too, which keeps a PostgreSQL driver out of the root package.
 */
export function psql(url: string, statement: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(postgresBin(), 'psql'), [url, '--no-psqlrc', '--tuples-only', '--no-align', '--set=ON_ERROR_STOP=1', '--command', statement], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`psql failed (exit ${code}): ${errors.trim()}`))));
  });
}
