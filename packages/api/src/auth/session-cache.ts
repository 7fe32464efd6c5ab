import type { Caller } from '../core/caller';

/**
 * How long a revoked token or reader is never cached again. A lookup that read the session row
 * just before the revocation (or before the transaction that deletes it committed) would
 * otherwise put it back for a whole `ttlMs`; while this lasts, every lookup asks the database.
 */
const REVOKED_FOR_MS = 60_000;

/** What a revocation forgets: one token (by its hash) or every token of a reader. */
export type Forgotten = { tokenHash: string } | { userId: number };

/**
 * Resolved bearer tokens, remembered for a few seconds so that a burst of calls from one reader
 * costs one database lookup. Sign-out, password reset, deletion and deactivation in this process
 * forget the reader at once. On PostgreSQL the other processes are told through the invalidation
 * bus (cluster/invalidation-bus.ts) and forget it too; without it they notice within `ttlMs`
 * (ADR 006).
 */
export class SessionCache {
  private entries = new Map<string, { caller: Caller; expiresAt: number }>();
  /** `token:<hash>` or `user:<id>` → until when it may not be cached. */
  private revoked = new Map<string, number>();
  /** Told after every forget (the invalidation bus tells the other processes). */
  private forgetListeners = new Set<(forgotten: Forgotten) => void>();

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
    if (this.isRevoked(`token:${tokenHash}`) || this.isRevoked(`user:${caller.id}`)) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { caller, expiresAt: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
    this.markRevoked(`token:${tokenHash}`);
    for (const listener of this.forgetListeners) listener({ tokenHash });
  }

  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.caller.id === userId) this.entries.delete(hash);
    this.markRevoked(`user:${userId}`);
    for (const listener of this.forgetListeners) listener({ userId });
  }

  /** Calls `listener` after every forget; answers the function that stops it. */
  onForget(listener: (forgotten: Forgotten) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Forgets every remembered token (not a revocation): a process that may have missed some does this. */
  clear(): void {
    this.entries.clear();
  }

  private isRevoked(key: string): boolean {
    const until = this.revoked.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.revoked.delete(key);
    return false;
  }

  private markRevoked(key: string): void {
    const now = Date.now();
    // Revocations are rare (sign-outs, resets, deletions); sweeping the lapsed ones as new ones come keeps the map small.
    if (this.revoked.size >= 1_000) for (const [old, until] of this.revoked) if (until <= now) this.revoked.delete(old);
    this.revoked.delete(key);
    this.revoked.set(key, now + REVOKED_FOR_MS);
  }
}
