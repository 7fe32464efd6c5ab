import type { OutgoingHttpHeaders } from 'node:http';
import { LONGEST_KEEP_MS, LONGEST_RENDER_MS, type ContentCoding, type Shareability } from './page-rules';

/**
 * A page as Next.js sent it. It is kept in the one encoding it came in (gzip, or plain when small
 * or asked for plain); the other encodings are made when a reader first asks for them and kept
 * beside it. Most pages of a large archive are read once: they cost no second compression.
 */
export interface PageEntry {
  status: number;
  /** Next.js's headers, without those of one transfer (length, encoding, date, connection). */
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  /** At least one of `identity` and `gzip`. */
  bodies: Partial<Record<ContentCoding, Buffer>>;
  /** Whether the page is large enough for compression to pay (smaller ones are only sent plain). */
  compressible: boolean;
  storedAt: number;
  expiresAt: number;
}

type Keep = Extract<Shareability, { kind: 'keep' }>;

export interface PageStoreOptions {
  /** Memory budget for the bodies; the least recently used pages go first. */
  maxBytes: number;
  now?: () => number;
}

/** Headers and bookkeeping of one page, counted with its bodies against the budget. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** What a page costs, its address (up to the 16 kB a request line may hold) included. */
const sizeOf = (key: string, entry: PageEntry) => ENTRY_OVERHEAD_BYTES + key.length * 2 + (entry.bodies.identity?.length ?? 0) + (entry.bodies.gzip?.length ?? 0) + (entry.bodies.br?.length ?? 0);

/** Addresses remembered as never shareable (account screens, search results, redirects). */
const NEVER_SHARED_LIMIT = 10_000;

/**
 * The pages kept in memory, least recently used out past the byte budget, with the renders in
 * progress (so that concurrent misses share one) and the addresses found never shareable.
 * clear() forgets every page and moves the generation on: a render that started before a write
 * is not kept after it.
 */
export class PageStore {
  private entries = new Map<string, PageEntry>();
  private bytes = 0;
  private rendering = new Map<string, { generation: number; entry: Promise<PageEntry | null> }>();
  private neverShared = new Map<string, number>();
  private generationCount = 0;
  private lastClearedAt = Number.NEGATIVE_INFINITY;
  readonly now: () => number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The fresh page at `key`, marked as just used. */
  get(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Until when a page Next.js just sent may be answered from memory: its `s-maxage`, at most a
   * minute. Next.js renders a page afresh after a write (next-page-expiry.ts), but a render that
   * was running at the write read the data before it, and Next.js serves that copy until it
   * expires it again `LONGEST_RENDER_MS` after the write: a copy from Next.js's cache within that
   * time is kept no longer.
   */
  expiryFor(rule: Keep, now = this.now()): number {
    const until = now + Math.min(rule.keepMs, LONGEST_KEEP_MS);
    const settled = this.lastClearedAt + LONGEST_RENDER_MS;
    return rule.fromNextCache && now < settled ? Math.min(until, settled) : until;
  }

  /** Keeps a page rendered in `generation`; false when a write overtook it or it is too large. */
  set(key: string, entry: PageEntry, generation: number): boolean {
    const size = sizeOf(key, entry);
    if (generation !== this.generationCount || size > this.options.maxBytes / 16 || entry.expiresAt <= this.now()) return false;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    this.evictPastBudget();
    return true;
  }

  /** Adds a page's copy in another encoding, counted against the budget, if the page is still kept. */
  addBody(key: string, entry: PageEntry, coding: ContentCoding, body: Buffer): void {
    if (this.entries.get(key) !== entry || entry.bodies[coding]) return;
    entry.bodies[coding] = body;
    this.bytes += body.length;
    this.evictPastBudget();
  }

  /** The least recently used pages out until the kept ones fit the budget. */
  private evictPastBudget(): void {
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
  }

  /** Forgets every page: called after every write readers could see. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generationCount += 1;
    this.lastClearedAt = this.now();
  }

  /** The render of `key` in progress in this generation, if any, to wait for instead of rendering again. */
  renderingOf(key: string): Promise<PageEntry | null> | undefined {
    const running = this.rendering.get(key);
    return running && running.generation === this.generationCount ? running.entry : undefined;
  }

  /** Records a render in progress; it is forgotten once `entry` settles. */
  startRendering(key: string, generation: number, entry: Promise<PageEntry | null>): void {
    this.rendering.set(key, { generation, entry });
    const forget = () => {
      if (this.rendering.get(key)?.entry === entry) this.rendering.delete(key);
    };
    entry.then(forget, forget);
  }

  /** Remembers, for a minute, that Next.js answers `key` with a page that must not be shared. */
  markNeverShared(key: string): void {
    this.neverShared.delete(key);
    if (this.neverShared.size >= NEVER_SHARED_LIMIT) {
      const oldest = this.neverShared.keys().next();
      if (!oldest.done) this.neverShared.delete(oldest.value);
    }
    this.neverShared.set(key, this.now() + LONGEST_KEEP_MS);
  }

  isNeverShared(key: string): boolean {
    const until = this.neverShared.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.neverShared.delete(key);
    return false;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }
}
