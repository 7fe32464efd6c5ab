import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../core/errors';

const { userNotifications } = schema;

/** How many of the reader's personal notifications they have not opened: the header's badge. */
export async function unreadCount(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ unread: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
  return row?.unread ?? 0;
}

/** Which of the reader's notifications to mark read: some of them by id, or all of them. */
export type ReadSelection = { ids: number[] } | { all: true };

/**
 * Marks the reader's notifications read and answers the unread count left. Like deleting, all or
 * nothing: an unknown id is a 404 and someone else's a 403, and then none is marked. One already
 * read keeps the time it was first read.
 */
export async function markNotificationsRead(deps: Deps, userId: number, selection: ReadSelection): Promise<number> {
  const mine = eq(userNotifications.userId, userId);
  let chosen = mine;
  if ('ids' in selection) {
    const rows = await deps.db
      .select({ userId: userNotifications.userId })
      .from(userNotifications)
      .where(inArray(userNotifications.id, selection.ids));
    if (rows.length < selection.ids.length) throw notFound('Notification');
    if (rows.some((row) => row.userId !== userId)) throw forbidden('You can mark only your own notifications read');
    chosen = and(mine, inArray(userNotifications.id, selection.ids))!;
  }
  await deps.db.update(userNotifications).set({ readAt: new Date() }).where(and(chosen, isNull(userNotifications.readAt)));
  return unreadCount(deps, userId);
}
