import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { userNotificationType, type UserNotification } from '@newsroom/contract/notifications';
import type { Deps } from '../deps';
import { formatDateTime } from '../core/dates';
import { forbidden, notFound } from '../core/errors';
import { mediaUrl } from '../media/store';
import { siteSettings } from '../settings/site-settings';
import { highestFirst } from '../core/order';
import { readPage, type Paged } from '../core/paged-query';

/** A stored kind as the contract names it; an unknown one reads as the oldest kind, a reply. */
const personalType = (type: string): UserNotification['type'] => (userNotificationType.options as readonly string[]).includes(type) ? (type as UserNotification['type']) : 'comment';

/** The reader's personal notifications, newest first, with who sent them and the news they are about. */
export async function listUserNotifications(deps: Deps, userId: number, page: { offset: number; limit: number }): Promise<Paged<UserNotification>> {
  const { userNotifications, users, news } = schema;
  const mine = eq(userNotifications.userId, userId);
  const rows = deps.db
    .select({
      notification: userNotifications,
      senderName: users.name,
      senderProfile: users.profile,
      newsTitle: news.title,
      newsSlug: news.slug,
    })
    .from(userNotifications)
    // The newsroom's own notifications (a review of the reader's story) have no sender.
    .leftJoin(users, eq(users.id, userNotifications.senderId))
    // A story sent back for approval after the comment keeps its title and link from all but its author.
    .leftJoin(news, and(eq(news.id, userNotifications.newsId), or(eq(news.status, NEWS_STATUS.published), eq(news.userId, userId))))
    .where(mine)
    .orderBy(highestFirst(userNotifications.createdAt), desc(userNotifications.id))
    .offset(page.offset)
    .limit(page.limit);
  const counted = deps.db.select({ total: count() }).from(userNotifications).where(mine);
  return readPage({ rows, count: counted, context: siteSettings(deps) }, (found, { timeZone }) =>
    found.map(({ notification: row, senderName, senderProfile, newsTitle, newsSlug }): UserNotification => ({
      id: row.id,
      user_id: row.userId,
      sender_id: row.senderId ?? 0,
      type: personalType(row.type),
      message: row.message,
      date: formatDateTime(row.createdAt, timeZone),
      news_id: row.newsId,
      sender: { id: row.senderId ?? 0, name: senderName ?? '', profile: senderProfile ? mediaUrl(deps.config.mediaBaseUrl, senderProfile) : '' },
      news: { id: row.newsId, title: newsTitle ?? '', slug: newsSlug ?? '' },
      comment_id: row.commentId ?? 0,
      is_read: row.readAt ? '1' : '0',
    })),
  );
}

/**
 * Deletes some of the reader's own notifications. All or nothing: an unknown id is a 404 and
 * someone else's a 403, and then none is deleted.
 */
export async function deleteUserNotifications(deps: Deps, userId: number, ids: number[]): Promise<number> {
  const { userNotifications } = schema;
  const rows = await deps.db
    .select({ id: userNotifications.id, userId: userNotifications.userId })
    .from(userNotifications)
    .where(inArray(userNotifications.id, ids));
  if (rows.length < ids.length) throw notFound('Notification');
  if (rows.some((row) => row.userId !== userId)) throw forbidden('You can delete only your own notifications');
  await deps.db.delete(userNotifications).where(and(inArray(userNotifications.id, ids), eq(userNotifications.userId, userId)));
  return rows.length;
}
