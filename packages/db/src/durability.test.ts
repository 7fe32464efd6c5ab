import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';

// Creating a data directory runs initdb and the migrations: seconds, not milliseconds.
const OPEN_TIMEOUT = 120_000;

interface FileEvent {
  op: 'fsync' | 'write';
  file: string;
}

/** From now on, every fsync the process asks of the OS and every write, by file, in order. */
function recordDisk(): { events: FileEvent[]; fsyncs: () => string[]; walFlushes: () => number } {
  const events: FileEvent[] = [];
  const fileOf = (fd: number) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return `fd ${fd}`;
    }
  };
  for (const method of ['fsyncSync', 'fdatasyncSync'] as const) {
    const real = fs[method];
    vi.spyOn(fs, method).mockImplementation((fd: number) => {
      events.push({ op: 'fsync', file: fileOf(fd) });
      real(fd);
    });
  }
  for (const method of ['fsync', 'fdatasync'] as const) {
    const real = fs[method];
    vi.spyOn(fs, method).mockImplementation((fd: number, callback: fs.NoParamCallback) => {
      events.push({ op: 'fsync', file: fileOf(fd) });
      real(fd, callback);
    });
  }
  const realWrite = fs.writeSync;
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, ...rest: never[]) => {
    events.push({ op: 'write', file: fileOf(fd) });
    return (realWrite as (...args: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync);
  const fsyncs = () => events.filter((event) => event.op === 'fsync').map((event) => event.file);
  return { events, fsyncs, walFlushes: () => fsyncs().filter(isWal).length };
}

const isWal = (file: string) => file.includes(`${path.sep}pg_wal${path.sep}`);

const dataDir = path.join(fs.mkdtempSync(path.join(tmpdir(), 'durability-')), 'db');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an embedded database on disk with full durability (the default)', () => {
  let database: Database;
  let openingFsyncs: string[];
  beforeAll(async () => {
    const opening = recordDisk();
    database = await openDatabase({ dataDir });
    openingFsyncs = opening.fsyncs();
    vi.restoreAllMocks();
    await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
  }, OPEN_TIMEOUT);
  afterAll(() => database.close());

  const insert = (body: string) => database.db.execute(sql`insert into notes (body) values (${body})`);

  it('flushes the new data directory before the first write is taken', () => {
    expect(openingFsyncs).toContain(path.join(dataDir, 'global', 'pg_control'));
    expect(openingFsyncs).toContain(dataDir);
  });

  it('fsyncs the WAL before a committed write resolves', async () => {
    const disk = recordDisk();
    await insert('acknowledged');
    expect(disk.walFlushes()).toBeGreaterThanOrEqual(1);
  });

  it('flushes a transaction once, at its commit, and a read not at all', async () => {
    const disk = recordDisk();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('first')`);
      await tx.execute(sql`insert into notes (body) values ('second')`);
      expect(disk.walFlushes()).toBe(0);
    });
    expect(disk.walFlushes()).toBe(1);

    const afterCommit = disk.fsyncs().length;
    await database.db.execute(sql`select count(*) from notes`);
    expect(disk.fsyncs().length).toBe(afterCommit);
  });

  it('lets concurrent writers share one fsync (group commit)', async () => {
    const disk = recordDisk();
    await Promise.all(Array.from({ length: 20 }, (_, index) => insert(`concurrent ${index}`)));
    expect(disk.walFlushes()).toBeGreaterThanOrEqual(1);
    expect(disk.walFlushes()).toBeLessThanOrEqual(2);
  });

  it('has the WAL on disk before a data page that depends on it is written', async () => {
    const result = (await database.db.execute(sql`select pg_relation_filepath('notes') as file`)) as unknown as { rows: { file: string }[] };
    const heapFile = path.join(dataDir, result.rows[0]!.file);
    const disk = recordDisk();
    // The checkpoint writes the page holding the new row; PostgreSQL asks for the WAL up to that
    // row first. That fsync is owed to the flusher, so the write itself must make it happen.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('written by the checkpoint')`);
      await tx.execute(sql`checkpoint`);
    });
    const heapWrite = disk.events.findIndex((event) => event.op === 'write' && event.file === heapFile);
    expect(heapWrite).toBeGreaterThan(-1);
    expect(disk.events.slice(0, heapWrite).some((event) => event.op === 'fsync' && isWal(event.file))).toBe(true);
  });
});

describe('the same data directory opened with relaxed durability', () => {
  it('writes without asking the OS to flush', async () => {
    const disk = recordDisk();
    const database = await openDatabase({ dataDir, durability: 'relaxed' });
    try {
      await database.db.execute(sql`insert into notes (body) values ('fast')`);
      expect(disk.fsyncs()).toEqual([]);
    } finally {
      await database.close();
    }
  }, OPEN_TIMEOUT);
});
