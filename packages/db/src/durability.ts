import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { DurableNodeFS } from './durable-node-fs';
import { WalFlusher } from './wal-flusher';

/**
 * How the embedded database keeps what it has acknowledged (ADR 007).
 * - `full`: a call that commits resolves only after its WAL is fsynced; a power cut or an OS
 *   crash loses nothing that was acknowledged and leaves the data directory consistent.
 * - `relaxed`: PGlite's own behaviour, no fsync at all. A killed process loses nothing (the OS
 *   keeps the written pages), but a power cut or an OS crash can lose acknowledged writes and
 *   corrupt the data directory.
 */
export type Durability = 'full' | 'relaxed';

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). `full` turns fsync back on, with plain fsync()
 * for the WAL: Emscripten answers fdatasync() without calling anything, and the open_*sync
 * methods use open flags its file system refuses.
 */
const FULL_DURABILITY_PARAMS = ['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync'];

/** How PGlite opens a data directory on disk, and what waits for its commits to be on disk. */
export interface EmbeddedStorage {
  options: Pick<PGliteOptions, 'fs' | 'dataDir' | 'startParams'>;
  /** Absent with relaxed durability: nothing is flushed, nothing waits. */
  flusher?: WalFlusher;
}

export function embeddedStorage(dataDir: string, durability: Durability): EmbeddedStorage {
  if (durability === 'relaxed') return { options: { dataDir } };
  const flusher = new WalFlusher();
  return {
    options: {
      fs: new DurableNodeFS(dataDir, flusher),
      startParams: [...PGlite.defaultStartParams.filter((param) => param !== '-F'), ...FULL_DURABILITY_PARAMS],
    },
    flusher,
  };
}

/**
 * The client whose calls resolve only once what they committed is on disk. Every top-level
 * call waits (a read too, if commits it could see are still owed their fsync, as PostgreSQL
 * shows no commit before its WAL is flushed); statements inside a transaction do not, the
 * transaction waits once at its end. When nothing is owed the wait costs nothing.
 */
export function awaitingDurability(client: PGlite, flusher: WalFlusher): PGlite {
  const settled = async <T>(pending: Promise<T>): Promise<T> => {
    try {
      return await pending;
    } finally {
      await flusher.durable();
    }
  };
  const waiting = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'close') return () => target.close().finally(() => flusher.flushNow());
      if (waiting.has(property)) return (...args: unknown[]) => settled(method.apply(target, args) as Promise<unknown>);
      return method.bind(target);
    },
  });
}

/**
 * Flushes every file and directory under `dir`, and `dir`'s own entry in its parent. PostgreSQL
 * syncs only what it writes while fsync is on; a directory made by initdb, copied in, or last
 * written with `relaxed` durability may still sit in the OS cache, and a checkpoint read back
 * after a power cut must be on disk with everything it points to.
 */
export function flushDirectory(dir: string): void {
  flushTree(dir);
  flushPath(path.dirname(dir));
}

function flushTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) flushTree(entryPath);
    else if (entry.isFile()) flushPath(entryPath);
  }
  flushPath(dir);
}

function flushPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
