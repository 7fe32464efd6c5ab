/**
 * Fixed-window counters in memory, per action and key (a user id or an address). One process
 * enforces its own share; behind a load balancer the effective limit is per process.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one attempt; answers false when the limit for this window is used up. */
  take(action: string, key: string, limit: number, windowMs: number): boolean {
    const now = Date.now();
    const id = `${action}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    return window.count <= limit;
  }

  /** Attempts counted in the current window, without counting one (limits that count only failures). */
  used(action: string, key: string): number {
    const window = this.windows.get(`${action}:${key}`);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  /** Clears every window (tests use it to show recovery without waiting). */
  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
