import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { awaitingDurability, embeddedStorage, flushDirectory, type Durability } from './durability';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle handle, the same type whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A streaming replica of the PostgreSQL database, for reads that may lag a moment (`readUrl`). */
  replica?: Db;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** A read-only replica of `url` (PostgreSQL only); never migrated, only read. */
  readUrl?: string;
  /** PGlite data directory (absolute); absent means in memory. */
  dataDir?: string;
  /** Whether PGlite fsyncs a data directory's commits (`full`, the default) or not (ADR 007). */
  durability?: Durability;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Sees every query Drizzle sends, with its parameters (tests read the query plans). */
  logger?: Logger;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('[db] idle connection error:', error.message));
    const db = drizzlePg(pool, { schema, logger: options.logger });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    if (!options.readUrl) return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
    const replica = replicaPool(options.readUrl, options.poolSize ?? 10);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      replica: drizzlePg(replica, { schema, logger: options.logger }) as unknown as Db,
      close: async () => {
        await Promise.all([pool.end(), replica.end()]);
      },
    };
  }
  const client = await openPglite(options.dataDir, options.durability ?? 'full');
  const db = drizzlePglite(client, { schema, logger: options.logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Any number, the same in every process: the key of the lock held while migrating. */
const MIGRATION_LOCK = 7_305_118_241;

/**
 * Several processes starting at once on one database would each run the same migrations and fail
 * on each other's tables. A session advisory lock, held on its own connection, lets one migrate
 * while the others wait; they then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/**
 * The replica's pool gives up on a connection after a second: reads fall back to the primary
 * when the replica is down (packages/api/src/cluster/read-replica.ts), and a reader should not
 * wait the operating system's connect timeout first.
 */
function replicaPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: 1_000 });
  pool.on('error', (error) => console.error('[db] idle replica connection error:', error.message));
  return pool;
}

/**
 * PostgreSQL's default 128 MB of shared buffers would sit in the WebAssembly heap for the life of
 * the process; 32 MB holds the hot pages of a large site (the OS page cache holds the rest).
 */
const keepRaw = (value: string) => value;
const PGLITE_OPTIONS = {
  postgresqlconf: ['shared_buffers = 32MB'],
  // Drizzle reads dates and intervals as the text PostgreSQL sends; see `withDrizzleParsers`.
  parsers: { [types.TIMESTAMP]: keepRaw, [types.TIMESTAMPTZ]: keepRaw, [types.INTERVAL]: keepRaw, [types.DATE]: keepRaw },
};

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = (options: QueryOptions): QueryOptions => (options?.parsers ? { ...options, parsers: undefined } : options);

/**
 * Drizzle sends its four date parsers with every query, and PGlite then copies its whole parser
 * table (hundreds of array types) per query: almost half the cost of a small query, measured.
 * The client is given those parsers once, at construction, and the per-query copy is dropped.
 */
function withDrizzleParsers(client: PGlite): PGlite {
  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query') return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, withoutParsers(options));
        return Reflect.get(target, property) as unknown;
      },
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, withoutParsers(options));
      if (property === 'transaction') return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(wrapTransaction(tx)));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Creating a data directory runs initdb inside the process, and its WebAssembly instance stays
 * reachable until that PGlite closes (about 450 MB). So a new directory is created, closed and
 * opened again, and the process keeps only the server's memory.
 */
async function openPglite(dataDir: string | undefined, durability: Durability): Promise<PGlite> {
  if (!dataDir) return withDrizzleParsers(await startPglite({}));
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    await (await startPglite(embeddedStorage(dataDir, durability).options)).close();
  }
  // initdb, a copied directory or a run with relaxed durability may have left pages in the OS
  // cache; PostgreSQL fsyncs only what it writes itself (about 0.5-1.5 s for 1,200 files).
  if (durability === 'full') flushDirectory(dataDir);
  const storage = embeddedStorage(dataDir, durability);
  const client = withDrizzleParsers(await startPglite(storage.options));
  return storage.flusher ? awaitingDurability(client, storage.flusher) : client;
}

async function startPglite(options: PGliteOptions): Promise<PGlite> {
  const client = new PGlite({ ...PGLITE_OPTIONS, ...options });
  await client.waitReady;
  return client;
}

// Next.js bundles workspace packages a second time, so a module-level variable would open the
// embedded database twice in one process. A globalThis slot keeps exactly one handle.
const slot = globalThis as unknown as { __newsroomDatabase?: Promise<Database> };

/** The process-wide database, opened on first use. */
export function sharedDatabase(options: DatabaseOptions): Promise<Database> {
  slot.__newsroomDatabase ??= openDatabase(options);
  return slot.__newsroomDatabase;
}

/** Closes the process-wide database, if open; the next `sharedDatabase` call opens it again. */
export async function closeSharedDatabase(): Promise<void> {
  const current = slot.__newsroomDatabase;
  slot.__newsroomDatabase = undefined;
  await (await current)?.close();
}

export { schema };
