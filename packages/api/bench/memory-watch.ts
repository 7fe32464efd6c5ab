import { readFile, writeFile } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';

export interface MemoryPeaks {
  /** Resident memory: at the start of the watch, and its peak since (MB). */
  rssStartMb: number;
  rssPeakMb: number;
  /** V8's used heap: at the start, and its highest sample (MB). */
  heapStartMb: number;
  heapPeakMb: number;
  /** ArrayBuffers and native memory V8 knows of (the embedded database's pages live there). */
  externalPeakMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Watches this process's memory from now on. The resident peak comes from the kernel (VmHWM,
 * reset at the start through /proc/self/clear_refs), so a spike between two samples still
 * counts; where the reset is not allowed, only the resident size at the end is known. The heap
 * is sampled every `everyMs`.
 */
export async function watchMemory(everyMs = 50): Promise<{ stop(): Promise<MemoryPeaks> }> {
  const resetPeak = await writeFile('/proc/self/clear_refs', '5').then(
    () => true,
    () => false,
  );
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let externalPeak = start.external;
  // V8's statistics, not process.memoryUsage(): that one reads /proc each time, a cost measured
  // at 3 % of the sender's time at this rate.
  const timer = setInterval(() => {
    const now = getHeapStatistics();
    heapPeak = Math.max(heapPeak, now.used_heap_size);
    externalPeak = Math.max(externalPeak, now.external_memory);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      const hwmKb = resetPeak ? Number(/VmHWM:\s+(\d+)/.exec(await readFile('/proc/self/status', 'utf8'))?.[1] ?? 0) : 0;
      return {
        rssStartMb: mb(start.rss),
        rssPeakMb: mb(Math.max(process.memoryUsage().rss, hwmKb * 1024)),
        heapStartMb: mb(start.heapUsed),
        heapPeakMb: mb(heapPeak),
        externalPeakMb: mb(externalPeak),
      };
    },
  };
}
