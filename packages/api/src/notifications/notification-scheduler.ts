import { and, asc, eq, isNotNull, isNull, lte, min } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { queueGeneralNotification } from '../push/push-triggers';

const { notifications } = schema;

/** Looked again at least this often: another process may have scheduled one, which a far timer would miss. */
const LONGEST_WAIT_MS = 60_000;
/** Due notifications sent per look; more wait for the next look, which comes at once. */
const BATCH = 50;

/** Not yet sent: still has its time and no push (`notifications_due_idx`). */
const waiting = and(isNotNull(notifications.scheduledAt), isNull(notifications.pushNotificationId));

/** The time of the next notification waiting to be sent, or null. */
export async function nextDueNotificationTime(deps: Pick<Deps, 'db'>): Promise<Date | null> {
  const [row] = await deps.db.select({ next: min(notifications.scheduledAt) }).from(notifications).where(waiting);
  return row?.next ? new Date(row.next) : null;
}

/**
 * Sends one notification whose time has come: it is claimed (its `scheduled_at` cleared) and its
 * push queued in one transaction, so two processes never both send it and a failure leaves it
 * waiting. Answers false when it was not due, or someone else took it (or cancelled it) first.
 */
export async function sendDueNotification(deps: Deps, id: number, now = new Date()): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ scheduledAt: null })
      .where(and(eq(notifications.id, id), waiting, lte(notifications.scheduledAt, now)))
      .returning({ id: notifications.id });
    if (claimed.length === 0) return false;
    const pushId = await queueGeneralNotification(deps, tx, id);
    if (pushId !== null) await tx.update(notifications).set({ pushNotificationId: pushId }).where(eq(notifications.id, id));
    return true;
  });
}

/** Sends every notification due at `now`; answers how many this process sent. */
export async function sendDueNotifications(deps: Deps, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await deps.db.select({ id: notifications.id }).from(notifications).where(and(waiting, lte(notifications.scheduledAt, now))).orderBy(asc(notifications.scheduledAt)).limit(BATCH);
    for (const { id } of due) if (await sendDueNotification(deps, id, now)) sent += 1;
    if (due.length < BATCH) return sent;
  }
}

export interface NotificationScheduler {
  /** Looks again for the next one (a write just scheduled or cancelled one). */
  nudge(): void;
  stop(): void;
}

const running = new WeakMap<object, NotificationScheduler>();

/**
 * Scheduled notifications go out at their time: a timer to the next one (also catching those that
 * fell due while the server was down), re-armed after each console write. Readers' list of
 * notifications is cached, so the read cache is cleared when one is sent: it shows at once.
 * Per process, like the publish timer (news/publish-timer.ts); the claim keeps processes apart.
 */
export function startNotificationScheduler(deps: Deps, options: { longestWaitMs?: number; onError?: (error: unknown) => void } = {}): NotificationScheduler {
  const longest = options.longestWaitMs ?? LONGEST_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let plans = 0;

  const plan = async () => {
    const mine = ++plans;
    let next: Date | null = null;
    try {
      if ((await sendDueNotifications(deps)) > 0) deps.cache.clear();
      next = await nextDueNotificationTime(deps);
    } catch (error) {
      options.onError?.(error);
    }
    // A newer plan (a nudge meanwhile) or a stop wins over this one.
    if (stopped || mine !== plans) return;
    clearTimeout(timer);
    const wait = next ? Math.min(longest, Math.max(0, next.getTime() - Date.now())) : longest;
    timer = setTimeout(() => void plan(), wait);
    timer.unref?.();
  };

  const scheduler: NotificationScheduler = {
    nudge: () => void plan(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      running.delete(deps);
    },
  };
  running.set(deps, scheduler);
  void plan();
  return scheduler;
}

/** After a write that scheduled or cancelled a notification: the process's scheduler looks again (none in tests without one). */
export function nudgeNotificationScheduler(deps: Deps): void {
  running.get(deps)?.nudge();
}
