import { mkdtemp, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from './stored-file';

let dir: string;
let file: string;
const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => i % 251);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stored-file-'));
  file = path.join(dir, 'clip.mp4');
  await writeFile(file, bytes);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** How many descriptors this process holds open on `target` (Linux's /proc). */
async function openCount(target: string): Promise<number> {
  const links = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return links.filter((link) => link === target).length;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('a stored file, streamed', () => {
  it('gives exactly the bytes of a range, in chunks', async () => {
    const stored = await storedFile(file);
    expect(stored?.size).toBe(bytes.length);
    expect(await readAll(stored!.stream(0, bytes.length - 1))).toEqual(bytes);
    expect(await readAll(stored!.stream(70_000, 200_000))).toEqual(bytes.slice(70_000, 200_001));
    expect(await storedFile(path.join(dir, 'missing.mp4'))).toBeNull();
    expect(await storedFile(dir)).toBeNull();
  });

  it.skipIf(process.platform !== 'linux')('opens the file only when read, and closes it at the end or when the reader goes away', async () => {
    const stored = (await storedFile(file))!;
    // An answer made but never read (a dropped request) holds nothing open.
    stored.stream(0, bytes.length - 1);
    expect(await openCount(file)).toBe(0);
    await readAll(stored.stream(0, bytes.length - 1));
    expect(await openCount(file)).toBe(0);
    const reader = stored.stream(0, bytes.length - 1).getReader();
    await reader.read();
    expect(await openCount(file)).toBe(1);
    await reader.cancel();
    expect(await openCount(file)).toBe(0);
  });

  it('cuts the answer off rather than send a file that changed after its headers', async () => {
    const changing = path.join(dir, 'changing.mp4');
    await writeFile(changing, bytes);
    const stored = (await storedFile(changing))!;
    await utimes(changing, new Date(), new Date(Date.now() + 5_000));
    await expect(readAll(stored.stream(0, bytes.length - 1))).rejects.toThrow('the file changed while it was being sent');
  });
});
