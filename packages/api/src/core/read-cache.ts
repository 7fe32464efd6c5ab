/**
 * Anonymous reads are served from memory. Any write that changes what readers see clears the
 * whole cache (writes are rare next to reads, and a precise dependency map would be easy to get
 * wrong); entries also expire after a few seconds, which bounds staleness when several processes
 * serve the same database. Size is capped in entries and bytes, oldest entries go first.
 */
export interface CachedResponse {
  status: number;
  /** Answers are kept encoded (UTF-8), so a hit sends bytes without encoding them again. */
  body: string | Uint8Array<ArrayBuffer>;
  /** The body gzipped, made on the first hit from a client that accepts it, then kept. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

/** A cached body as text. */
export function bodyText(response: CachedResponse): string {
  return typeof response.body === 'string' ? response.body : Buffer.from(response.body).toString('utf8');
}

/** Bookkeeping of one entry (map slot, expiry, object headers), counted against the byte budget. */
const ENTRY_OVERHEAD_BYTES = 256;

/** Keys longer than this are not kept: a key is made of known, parsed parameters, so only abuse reaches it. */
export const MAX_KEY_LENGTH = 2048;

interface Entry {
  response: CachedResponse;
  expiresAt: number;
  /** What the entry costs: key, body, gzipped copy once made, overhead. */
  bytes: number;
}

/**
 * Bounded in entries and in bytes (keys, bodies and gzipped copies all counted), so no stream of
 * distinct requests can grow it past its budget. Every entry lives the same time, so the map's
 * insertion order is also expiry order: expired entries are swept from the front on every write.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Answers being computed, so that concurrent misses for one key share one computation. */
  private pending = new Map<string, { generation: number; answer: Promise<CachedResponse> }>();
  /** Moves on with every clear(): an answer computed before a write is not kept after it. */
  private generation = 0;
  /** Told after every clear(), so that caches built from these answers (whole pages) go with it. */
  private clearListeners = new Set<() => void>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.response;
  }

  set(key: string, response: CachedResponse): void {
    const bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + response.body.length + (response.gzipped?.length ?? 0);
    if (this.ttlMs <= 0 || key.length > MAX_KEY_LENGTH || bytes > this.maxBytes / 16) return;
    this.delete(key);
    this.sweepExpired();
    this.entries.set(key, { response, expiresAt: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    this.evictOverBudget();
  }

  /**
   * The body gzipped, made on first use and kept with the entry (its bytes counted). An answer
   * no longer in the cache is compressed for this response only.
   */
  gzipped(key: string, response: CachedResponse, compress: (body: Uint8Array) => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    if (response.gzipped) return response.gzipped;
    const body = typeof response.body === 'string' ? new TextEncoder().encode(response.body) : response.body;
    const gzipped = compress(body);
    const entry = this.entries.get(key);
    if (entry?.response === response) {
      response.gzipped = gzipped;
      entry.bytes += gzipped.length;
      this.bytes += gzipped.length;
      this.evictOverBudget();
    }
    return gzipped;
  }

  /**
   * The cached answer for `key`, or the one `compute` makes. A burst of identical requests on a
   * cold key (a story that just broke) runs `compute` once, not once per request. Failures are
   * shared by the callers waiting at that moment but never kept.
   */
  async getOrCompute(key: string, compute: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const hit = this.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running && running.generation === this.generation) return running.answer;
    const generation = this.generation;
    const answer = compute();
    this.pending.set(key, { generation, answer });
    try {
      const response = await answer;
      // A write during the computation may have changed what it read: answer, but do not keep.
      if (generation === this.generation) this.set(key, response);
      return response;
    } finally {
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    }
  }

  /** Forgets everything: called after every write that readers could see. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
    for (const listener of this.clearListeners) listener();
  }

  /** Calls `listener` after every clear(); answers the function that stops it. */
  onClear(listener: () => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the kept entries cost, in bytes (the budget is `maxBytes`). */
  get usedBytes(): number {
    return this.bytes;
  }

  private sweepExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.delete(key);
    }
  }

  /** Oldest entries go first until both budgets hold. */
  private evictOverBudget(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
