import fs from 'node:fs';

/**
 * Group commit for the embedded database (ADR 007). PostgreSQL fsyncs its WAL at every commit,
 * but PGlite runs it on the process's only JavaScript thread: an fsync there would stop every
 * request for the disk's latency, once per commit (measured: writes fell to a fifth on a busy
 * disk). So the WAL fsync PostgreSQL asks for is noted here, and the caller's promise waits for
 * one fsync on Node's thread pool that covers every commit made before it started. Concurrent
 * writers share it, and the event loop keeps serving while the disk works.
 */
export class WalFlusher {
  #requested = 0;
  #flushed = 0;
  /** WAL files owed an fsync, each with the last request that asked for it. */
  readonly #owed = new Map<string, number>();
  #inFlight: Promise<void> | undefined;
  #failure: Error | undefined;

  /** PostgreSQL asked for this WAL file to be fsynced. */
  owe(file: string): void {
    this.#owed.set(file, ++this.#requested);
  }

  /**
   * Every owed fsync now, on this thread. Called before PostgreSQL writes, creates, renames or
   * removes any other file: it relies on the WAL reaching the disk before the data it describes.
   */
  flushNow(): void {
    if (this.#owed.size === 0) return;
    const target = this.#requested;
    try {
      for (const file of this.#owed.keys()) fsyncFileSync(file);
    } catch (error) {
      this.#fail(error);
      throw error;
    }
    this.#owed.clear();
    this.#flushed = Math.max(this.#flushed, target);
  }

  /** Resolves once every commit made so far is on disk; rejects for good after a failed fsync. */
  async durable(): Promise<void> {
    const target = this.#requested;
    while (this.#flushed < target) {
      if (this.#failure) throw this.#failure;
      this.#inFlight ??= this.#flush().finally(() => (this.#inFlight = undefined));
      await this.#inFlight;
    }
  }

  async #flush(): Promise<void> {
    const target = this.#requested;
    const files = [...this.#owed];
    try {
      await Promise.all(
        files.map(([file, request]) =>
          fsyncFile(file).catch((error: NodeJS.ErrnoException) => {
            // Removed after a flushNow() that covered it (PostgreSQL recycles WAL segments).
            if (error.code === 'ENOENT' && this.#flushed >= request) return;
            throw error;
          }),
        ),
      );
    } catch (error) {
      this.#fail(error);
      return;
    }
    for (const [file, request] of files) if (this.#owed.get(file) === request) this.#owed.delete(file);
    this.#flushed = Math.max(this.#flushed, target);
  }

  /**
   * After a failed fsync the OS may have dropped the pages it could not write, so what PostgreSQL
   * believes committed may not be on disk. Like PostgreSQL's own PANIC, nothing is acknowledged
   * from then on; a restart recovers from what the disk holds.
   */
  #fail(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.#failure ??= new Error(`The embedded database could not fsync its WAL (${reason}); restart the process`);
  }
}

function fsyncFileSync(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * By path, not by PostgreSQL's descriptor: that one may be closed and reused for another file
 * before the thread pool gets to it. On Linux an fsync flushes the file's pages whichever
 * descriptor asks.
 */
function fsyncFile(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(file, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      fs.fsync(fd, (syncError) => fs.close(fd, () => (syncError ? reject(syncError) : resolve())));
    });
  });
}
