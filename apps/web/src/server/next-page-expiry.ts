import { createRequire } from 'node:module';
import path from 'node:path';
import { LONGEST_RENDER_MS } from './page-cache/page-rules';
import { WEB_DIR } from './pages-handler';

/**
 * Tells Next.js that every page it keeps was made before a write, so that the next request for
 * one renders it afresh instead of serving Next.js's copy for up to its 30 s (docs/seo-and-
 * performance.md, "Freshness").
 *
 * Next.js's own `revalidatePath('/', 'layout')` only works inside a request it handles; it marks
 * the root layout's implicit cache tag expired in Next.js's tag record, a module every Next.js
 * bundle of the process shares, and a kept page older than that mark is then treated as missing.
 * This sets the same mark, from the process entry. Next.js is pinned (apps/web/package.json), and
 * `next-page-expiry.test.ts` fails if the record moves.
 *
 * A render running when the write lands read the data before it yet is stored after the mark: a
 * second mark, a while later, sends those copies too.
 */
const EVERY_PAGE_TAG = '_N_T_/layout';

interface TagRecord {
  tagsManifest: Map<string, { expired?: number; stale?: number }>;
}

function nextTagRecord(): TagRecord {
  const requireFromSite = createRequire(path.join(WEB_DIR, 'package.json'));
  return requireFromSite('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as TagRecord;
}

/** Next.js's clock for cache entries (`lastModified`). */
const nextNow = () => performance.timeOrigin + performance.now();

/** Answers the function to call after every write readers could see. */
export function pageExpiry(record: TagRecord = nextTagRecord()): () => void {
  let again: NodeJS.Timeout | undefined;
  const mark = () => record.tagsManifest.set(EVERY_PAGE_TAG, { ...record.tagsManifest.get(EVERY_PAGE_TAG), expired: nextNow() });
  return () => {
    mark();
    clearTimeout(again);
    again = setTimeout(mark, LONGEST_RENDER_MS);
    again.unref();
  };
}
