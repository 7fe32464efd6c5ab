import type { Caller } from './sessions';

/**
 * Resolved bearer tokens, remembered for a few seconds so that a burst of calls from one reader
 * costs one database lookup. Sign-out, deletion and deactivation in this process forget the
 * reader at once; another process behind the same database notices within `ttlMs` (ADR 006).
 */
export class SessionCache {
  private entries = new Map<string, { caller: Caller; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.caller;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, caller: Caller, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { caller, expiresAt: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.caller.id === userId) this.entries.delete(hash);
  }
}
