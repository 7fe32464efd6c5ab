/**
 * Anonymous reads are served from memory. Any write that changes what readers see clears the
 * whole cache (writes are rare next to reads, and a precise dependency map would be easy to get
 * wrong); entries also expire after a few seconds, which bounds staleness when several processes
 * serve the same database. Size is capped in bytes, oldest entries go first.
 */
export interface CachedResponse {
  status: number;
  body: string;
}

export class ReadCache {
  private entries = new Map<string, { response: CachedResponse; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.response;
  }

  set(key: string, response: CachedResponse): void {
    if (this.ttlMs <= 0 || response.body.length > this.maxBytes / 16) return;
    this.delete(key);
    this.entries.set(key, { response, expiresAt: Date.now() + this.ttlMs });
    this.bytes += response.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Forgets everything: called after every write that readers could see. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.response.body.length;
    this.entries.delete(key);
  }
}
