// Waiting on observable state (a port answers, a server reports UP), never on a fixed sleep: on a
// loaded two-core machine any fixed sleep is either too short or wastes time.
import { createServer } from 'node:net';

export interface WaitOptions {
  /** Said in the error when the deadline passes: "app 2 to answer /ready". */
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Checked before each attempt: a reason to stop waiting at once (the process exited). */
  abandon?: () => string | null;
}

/** Resolves with the first truthy answer of `check`; errors thrown by it count as "not yet". */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const reason = options.abandon?.();
    if (reason) throw new Error(`gave up waiting for ${options.what}: ${reason}`);
    try {
      const answer = await check();
      if (answer) return answer;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${options.what}${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}

/** A loopback port free right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** An HTTP GET's status, or 0 when nothing answered. */
export async function statusOf(url: string, timeoutMs = 5_000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
