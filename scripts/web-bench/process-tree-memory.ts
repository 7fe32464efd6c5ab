// The resident memory of a process and every process below it (npm, the server, any helper it
// starts), read from /proc: what a small machine must hold for `npm start`, not the server alone.
import { readdir, readFile } from 'node:fs/promises';

/** Resident megabytes of `rootPid` and all its descendants, with how many processes that is. */
export async function treeMemory(rootPid: number): Promise<{ mb: number; processes: number }> {
  const parents = new Map<number, number>();
  const resident = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      parents.set(pid, Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      resident.set(pid, Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // gone while we looked
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; current = parents.get(current) ?? 0, hops++) if (current === rootPid) return true;
    return false;
  };
  let kb = 0;
  let processes = 0;
  for (const [pid, rss] of resident) {
    if (!inTree(pid)) continue;
    kb += rss;
    processes += 1;
  }
  return { mb: Math.round(kb / 1024), processes };
}

/**
 * Samples the tree's memory every `everyMs` until stopped, keeping the highest figure;
 * `restartPeak` answers the peak so far and starts a new one (the start, then the serving).
 */
export function watchTreeMemory(rootPid: number, everyMs = 250): { peakMb: () => number; restartPeak: () => number; stop: () => void } {
  let peak = 0;
  let stopped = false;
  const sample = async () => {
    while (!stopped) {
      peak = Math.max(peak, (await treeMemory(rootPid)).mb);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  void sample();
  const restartPeak = () => {
    const before = peak;
    peak = 0;
    return before;
  };
  return { peakMb: () => peak, restartPeak, stop: () => void (stopped = true) };
}
