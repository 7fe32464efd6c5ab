import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface DownloadMemory {
  /**
   * What this process's heap and array buffers hold above the start while every reader is paused
   * halfway, after a full collection: the memory readers who stop reading can make a server keep.
   */
  heldMidwayBytes: number;
  /** How far heap and array buffers rose during the downloads, garbage not yet collected included. */
  peakGrowthBytes: number;
  /** The bytes each download received. */
  received: number[];
}

const heapAndBuffers = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * Full garbage collection, so a figure counts what is held rather than garbage not yet collected.
 * Twice: V8 frees array buffers on another thread after a collection, and the next collection
 * waits for that to finish.
 */
function garbageCollector(): () => void {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  const collect = gc;
  return () => {
    collect();
    collect();
  };
}

/**
 * Downloads `url` `parallel` times at once over real HTTP, pauses every reader halfway to measure
 * what is held, then lets them finish. Run the server in this process: the figures are the
 * server's memory, plus the little the clients buffer.
 */
export async function downloadInParallel(url: string, parallel: number): Promise<DownloadMemory> {
  const collect = garbageCollector();
  collect();
  const start = heapAndBuffers();
  let peak = start;
  const halfway: IncomingMessage[] = [];
  let allHalfway = () => {};
  const everyoneHalfway = new Promise<void>((resolve) => (allHalfway = resolve));
  const download = () =>
    new Promise<number>((resolve, reject) => {
      get(url, { agent: false }, (response) => {
        const half = Number(response.headers['content-length']) / 2;
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          peak = Math.max(peak, heapAndBuffers());
          if (received >= half && !halfway.includes(response)) {
            response.pause();
            halfway.push(response);
            if (halfway.length === parallel) allHalfway();
          }
        });
        response.on('end', () => resolve(received));
        response.on('error', reject);
      }).on('error', reject);
    });
  const downloads = Promise.all(Array.from({ length: parallel }, download));
  await Promise.race([everyoneHalfway, downloads]);
  if (halfway.length !== parallel) throw new Error(`only ${halfway.length} of ${parallel} downloads got halfway`);
  collect();
  const heldMidwayBytes = heapAndBuffers() - start;
  for (const response of halfway) response.resume();
  return { heldMidwayBytes, peakGrowthBytes: peak - start, received: await downloads };
}

/** Writes a file of `bytes` bytes 1 MB at a time, so making it does not itself fill the memory. */
export async function writeLargeFile(file: string, bytes: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const block = Buffer.alloc(1024 * 1024, 0x5a);
  for (let written = 0; written < bytes; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
