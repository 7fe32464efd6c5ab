import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';

/**
 * Looked again at least this often: another process may have scheduled a story, and a timer set
 * far ahead would not see it.
 */
const LONGEST_WAIT_MS = 60_000;

export interface PublishTimer {
  /** Looks again for the next scheduled story (a write just scheduled or moved one). */
  nudge(): void;
  stop(): void;
}

const running = new WeakMap<object, PublishTimer>();

/**
 * The time of the next story that is published but not yet visible (its `published_at` ahead).
 * One index probe per language (`news_language_published_idx`), however many stories there are.
 */
export async function nextScheduledTime(deps: Pick<Deps, 'db'>, now: Date): Promise<Date | null> {
  const result = await deps.db.execute(sql`
    select min(next.published_at) as next
    from languages
    cross join lateral (
      select published_at from news
      where news.language_id = languages.id and news.status = 1 and news.published_at > ${now.toISOString()}::timestamptz
      order by published_at limit 1
    ) as next`);
  const next = (result as unknown as { rows: { next: string | Date | null }[] }).rows[0]?.next;
  return next ? new Date(next) : null;
}

/**
 * Scheduled stories appear at their time: readers' answers are cached, so when the next story's
 * `published_at` passes, the read cache is cleared (instead of waiting for its entries to expire).
 * Per process, like the cache it clears.
 */
export function startPublishTimer(deps: Deps, options: { longestWaitMs?: number; onError?: (error: unknown) => void } = {}): PublishTimer {
  const longest = options.longestWaitMs ?? LONGEST_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let plans = 0;
  let due: Date | null = null;

  const plan = async () => {
    const mine = ++plans;
    let next: Date | null = null;
    try {
      next = await nextScheduledTime(deps, new Date());
    } catch (error) {
      options.onError?.(error);
    }
    // A newer plan (a nudge meanwhile) or a stop wins over this one.
    if (stopped || mine !== plans) return;
    clearTimeout(timer);
    due = next;
    const wait = next ? Math.min(longest, Math.max(0, next.getTime() - Date.now())) : longest;
    timer = setTimeout(fire, wait);
    timer.unref?.();
  };
  const fire = () => {
    if (due && due.getTime() <= Date.now()) deps.cache.clear();
    void plan();
  };

  const publishTimer: PublishTimer = {
    nudge: () => void plan(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      running.delete(deps);
    },
  };
  running.set(deps, publishTimer);
  void plan();
  return publishTimer;
}

/** After a write that may have scheduled a story: the process's timer looks again (none in tests without one). */
export function nudgePublishTimer(deps: Deps): void {
  running.get(deps)?.nudge();
}
