/** A slot taken before the work it guards; giving it back uncounts the attempt (a success). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Fixed-window counters per action and key (a user id, an address, an account). The embedded
 * database's single process counts in memory (`MemoryRateLimiter`); processes sharing a
 * PostgreSQL database count in one table, so a limit holds across all of them
 * (cluster/shared-rate-limits.ts).
 */
export interface RateLimiter {
  /** Counts one attempt; answers false when the limit for this window is used up. */
  take(action: string, key: string, limit: number, windowMs: number): Promise<boolean>;
  /**
   * Takes a slot before slow work (a password or code check), so requests running at the same
   * time cannot all pass a limit that is only counted once they finish. Null when the window is
   * full; nothing is counted then.
   */
  reserve(action: string, key: string, limit: number, windowMs: number): Promise<Reservation | null>;
  /** Attempts counted in the current window, without counting one. */
  used(action: string, key: string): Promise<number>;
  /** Clears every window (tests use it to show recovery without waiting). */
  reset(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters in this process's memory: the embedded database's limiter. */
export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, Window>();
  private sweepAtSize: number;

  /**
   * `sweepFrom`: windows kept before ended ones are swept; `maxWindows`: windows kept at most
   * (about 150 bytes each).
   */
  constructor(
    private readonly sweepFrom = 100_000,
    private readonly maxWindows = 1_000_000,
  ) {
    this.sweepAtSize = sweepFrom;
  }

  async take(action: string, key: string, limit: number, windowMs: number): Promise<boolean> {
    const window = this.current(`${action}:${key}`, windowMs);
    window.count += 1;
    return window.count <= limit;
  }

  async reserve(action: string, key: string, limit: number, windowMs: number): Promise<Reservation | null> {
    const id = `${action}:${key}`;
    const window = this.current(id, windowMs);
    if (window.count >= limit) return null;
    window.count += 1;
    let held = true;
    return {
      release: async () => {
        // A slot of a window that has since ended is not given to the next one.
        if (held && this.windows.get(id) === window) window.count -= 1;
        held = false;
      },
    };
  }

  async used(action: string, key: string): Promise<number> {
    const window = this.windows.get(`${action}:${key}`);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  async reset(): Promise<void> {
    this.windows.clear();
  }

  private current(id: string, windowMs: number): Window {
    const now = Date.now();
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.sweepAtSize) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    return window;
  }

  /**
   * Drops ended windows. The next sweep waits until the map has doubled, so a map full of live
   * windows is not walked on every new key; at `maxWindows` the oldest tenth go, so a flood of
   * distinct keys cannot grow memory without end (it can only forget old counts).
   */
  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
    const keep = Math.floor(this.maxWindows * 0.9);
    for (const id of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(id);
    }
    this.sweepAtSize = Math.min(this.maxWindows, Math.max(this.sweepFrom, this.windows.size * 2));
  }

  /** Windows held (tests and figures). */
  get size(): number {
    return this.windows.size;
  }
}
