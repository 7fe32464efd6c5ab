import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { WalFlusher } from './wal-flusher';

/** What this file touches of Emscripten's NODEFS inside PGlite's module. */
interface EmscriptenNode {
  mode: number;
}
type Operation = (this: unknown, ...args: unknown[]) => unknown;
interface NodeFsInternals {
  realPath(node: EmscriptenNode): string;
  tryFSOperation<T>(operation: () => T): T;
  stream_ops: Record<string, Operation | undefined>;
  node_ops: Record<string, Operation | undefined>;
}

const REGULAR_FILE = 0o100000;
const FILE_TYPE = 0o170000;

/**
 * PGlite's file system on Node (Emscripten's NODEFS) has no `fsync`: PostgreSQL's fsync() is
 * answered "done" and nothing reaches the disk. This one gives it a real one, in two kinds:
 * - a WAL segment's fsync (a commit) is owed to the `WalFlusher`, which the caller awaits on the
 *   thread pool, shared with every other commit waiting (group commit);
 * - any other fsync (data files and pg_control at checkpoints, directories after a file is
 *   created or renamed) is done at once, after the owed WAL ones.
 * PostgreSQL relies on the WAL being on disk before the data it describes. It flushes the WAL
 * before writing such data, but that flush is only owed here, so whatever writes, creates,
 * renames, truncates or removes a file outside the WAL first makes the owed WAL fsyncs on this
 * thread (sort files and writes of zeros excepted, see below). That is a page leaving the
 * shared buffers, a checkpoint or a new WAL segment, not a request.
 */
export class DurableNodeFS extends NodeFS {
  readonly #flusher: WalFlusher;
  readonly #walDir: string;

  constructor(dataDir: string, flusher: WalFlusher) {
    super(dataDir);
    this.#flusher = flusher;
    this.#walDir = path.join(path.resolve(dataDir), 'pg_wal');
  }

  override async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    const install = (module: unknown) => this.#install((module as { NODEFS: NodeFsInternals }).NODEFS);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), install] } };
  }

  #install(NODEFS: NodeFsInternals): void {
    const flusher = this.#flusher;
    const isWal = (file: string) => path.dirname(file) === this.#walDir;
    // Sort and hash spill files are never read back after a crash: no order to keep.
    const isScratch = (file: string) => file.includes(`${path.sep}pgsql_tmp`);
    const flushWalFirst = () => NODEFS.tryFSOperation(() => flusher.flushNow());

    NODEFS.stream_ops.fsync = (...args: unknown[]) => {
      const stream = args[0] as { node: EmscriptenNode; nfd: number };
      const file = NODEFS.realPath(stream.node);
      if ((stream.node.mode & FILE_TYPE) === REGULAR_FILE && isWal(file)) {
        flusher.owe(file);
        return 0;
      }
      NODEFS.tryFSOperation(() => {
        flusher.flushNow();
        fs.fsyncSync(stream.nfd);
      });
      return 0;
    };

    // Writing or truncating any file but the WAL and scratch files. A write of zeros is a
    // relation growing by empty pages (most writes between checkpoints): it describes nothing,
    // so it waits for no WAL.
    for (const name of ['write', 'setattr']) {
      const original = NODEFS.stream_ops[name]!;
      NODEFS.stream_ops[name] = function (this: unknown, ...args: unknown[]) {
        const file = NODEFS.realPath((args[0] as { node: EmscriptenNode }).node);
        if (!isWal(file) && !isScratch(file) && !(name === 'write' && writesZeros(args))) flushWalFirst();
        return original.apply(this, args);
      };
    }

    // Creating, renaming, truncating or removing by name, in pg_wal too: a segment recycled or
    // removed must not lose the fsync it is owed.
    const nodeOps: [string, (args: unknown[]) => string][] = [
      ['mknod', childPath],
      ['unlink', childPath],
      ['rmdir', childPath],
      ['symlink', childPath],
      ['rename', (args) => NODEFS.realPath(args[0] as EmscriptenNode)],
      ['setattr', (args) => NODEFS.realPath(args[0] as EmscriptenNode)],
    ];
    function childPath(args: unknown[]): string {
      return path.join(NODEFS.realPath(args[0] as EmscriptenNode), args[1] as string);
    }
    for (const [name, pathOf] of nodeOps) {
      const original = NODEFS.node_ops[name]!;
      NODEFS.node_ops[name] = function (this: unknown, ...args: unknown[]) {
        if (!isScratch(pathOf(args))) flushWalFirst();
        return original.apply(this, args);
      };
    }
  }
}

let zeros = Buffer.alloc(8192);

/** Whether a NODEFS write (`stream, buffer, offset, length, position`) writes only zero bytes. */
function writesZeros(args: unknown[]): boolean {
  const [, buffer, offset, length] = args as [unknown, Uint8Array, number, number];
  if (length > zeros.length) zeros = Buffer.alloc(length);
  return zeros.subarray(0, length).equals(new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length));
}
