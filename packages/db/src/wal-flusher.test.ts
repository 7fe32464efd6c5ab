import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WalFlusher } from './wal-flusher';

const dir = fs.mkdtempSync(path.join(tmpdir(), 'wal-flusher-'));
const segment = path.join(dir, '000000010000000000000001');
fs.writeFileSync(segment, 'wal');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the WAL flusher', () => {
  it('answers at once when nothing is owed, and shares one fsync among the commits owed', async () => {
    const fsync = vi.spyOn(fs, 'fsync');
    const flusher = new WalFlusher();
    await flusher.durable();
    expect(fsync).not.toHaveBeenCalled();

    for (let commit = 0; commit < 3; commit++) flusher.owe(segment);
    await Promise.all([flusher.durable(), flusher.durable(), flusher.durable()]);
    expect(fsync).toHaveBeenCalledTimes(1);
  });

  it('acknowledges nothing more once an fsync failed', async () => {
    const flusher = new WalFlusher();
    vi.spyOn(fs, 'fsync').mockImplementation((_fd: number, callback: fs.NoParamCallback) => {
      callback(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    });
    flusher.owe(segment);
    await expect(flusher.durable()).rejects.toThrow(/could not fsync its WAL/);

    vi.restoreAllMocks();
    flusher.owe(segment);
    await expect(flusher.durable()).rejects.toThrow(/restart the process/);
  });
});
