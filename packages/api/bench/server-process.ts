import { readFile } from 'node:fs/promises';

/** Waits until the server at `base` answers `/health` (up to two minutes: a first start may seed). */
export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** A process's resident memory now and its peak so far, in MB (Linux `/proc`). */
export async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}
