// A PostgreSQL primary and a streaming replica made from it with `pg_basebackup -R`, both in a
// throwaway folder and reachable on 127.0.0.1 only: the database side of a scaled-out site
// (docs/scale-out.md), built from Debian's packages.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { psql, runAsOwner, runAsOwnerNow } from './postgres-tools';
import { waitFor } from './waiting';

export const DATABASE = 'newsroom';
/** The role the replica streams WAL as; it may do nothing else. */
const REPLICATION_ROLE = 'replicator';

export interface PostgresServer {
  name: 'primary' | 'replica';
  port: number;
  /** The site's database on this server. */
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops at once, blocking: for the way out of the harness. */
  stopNow(): void;
}

// Loopback only, and trusted: nothing outside this machine reaches these servers, and they live as
// long as one test run. A real deployment uses scram-sha-256 and the replica's own address.
const HBA = `local all all trust
host all all 127.0.0.1/32 trust
host replication ${REPLICATION_ROLE} 127.0.0.1/32 trust
`;

/** A server of the pair, not yet made: the harness holds it first, so that stop() finds it whatever happens next. */
export function postgresServer(name: 'primary' | 'replica', dir: string, port: number): PostgresServer {
  const dataDir = path.join(dir, name);
  // fsync off: the tests kill app processes, never the database server, so flushing buys nothing.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
    '-c wal_level=replica',
    '-c max_wal_senders=5',
    '-c hot_standby=on',
  ].join(' ');
  const isRunning = () => existsSync(path.join(dataDir, 'postmaster.pid'));
  return {
    name,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    start: async () => void (await runAsOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, `${name}.log`), '-w', '-t', '120', 'start'])),
    stop: async () => {
      if (isRunning()) await runAsOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    stopNow: () => {
      if (isRunning()) runAsOwnerNow('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
  };
}

/** initdb, start, and the site's database and the replication role. `dir` belongs to the cluster's owner. */
export async function initPrimary(primary: PostgresServer, dir: string): Promise<void> {
  await runAsOwner('initdb', ['-D', path.join(dir, primary.name), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  writeFileSync(path.join(dir, primary.name, 'pg_hba.conf'), HBA);
  await primary.start();
  const admin = `postgres://postgres@127.0.0.1:${primary.port}/postgres`;
  await psql(admin, `create role ${REPLICATION_ROLE} with replication login`);
  await psql(admin, `create database ${DATABASE}`);
}

/**
 * A hot standby copied from the running primary (`-R` writes standby.signal and the connection
 * to stream from), started, and streaming before this resolves.
 */
export async function initReplica(replica: PostgresServer, dir: string, primary: PostgresServer): Promise<void> {
  await runAsOwner('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', REPLICATION_ROLE, '-D', path.join(dir, replica.name), '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
  await replica.start();
  await waitUntilStreaming(primary);
}

/** The primary sees a WAL receiver streaming from it (the replica after a start or a restart). */
export function waitUntilStreaming(primary: PostgresServer): Promise<string> {
  return waitFor(async () => (await psql(primary.url, "select count(*) from pg_stat_replication where state = 'streaming'")) !== '0' && 'streaming', {
    what: 'the replica to stream from the primary',
    timeoutMs: 60_000,
    intervalMs: 100,
  });
}
