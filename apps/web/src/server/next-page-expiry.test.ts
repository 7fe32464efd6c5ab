import { describe, expect, it, vi } from 'vitest';
import { pageExpiry } from './next-page-expiry';
import { LONGEST_RENDER_MS } from './page-cache/page-rules';

describe("Next.js's pages after a write", () => {
  it("finds Next.js's tag record where the pinned version keeps it", () => {
    // Throws if Next.js moved or renamed the module.
    expect(() => pageExpiry()).not.toThrow();
  });

  it('marks every page expired at once, and again once a running render is over', () => {
    vi.useFakeTimers();
    try {
      const tagsManifest = new Map<string, { expired?: number }>();
      const expire = pageExpiry({ tagsManifest });
      expire();
      const first = tagsManifest.get('_N_T_/layout')?.expired;
      expect(first).toBeGreaterThan(0);
      vi.advanceTimersByTime(LONGEST_RENDER_MS);
      expect(tagsManifest.get('_N_T_/layout')!.expired).toBeGreaterThan(first!);
    } finally {
      vi.useRealTimers();
    }
  });
});
