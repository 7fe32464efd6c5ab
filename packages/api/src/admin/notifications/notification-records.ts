import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import type { NotificationRecord, NotificationState, notificationListQuery } from '@newsroom/contract/admin/notifications';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { mediaUrl } from '../../media/store';

const { notifications, news, categories, pushNotifications, staffUsers } = schema;

/** A notification with what its record names: its story, category, push counts and composer. */
function selectNotifications(deps: Deps) {
  return deps.db
    .select({
      row: notifications,
      newsTitle: news.title,
      categoryName: categories.categoryName,
      push: { state: pushNotifications.state, sent: pushNotifications.sent, failed: pushNotifications.failed, removed: pushNotifications.removed },
      staffName: staffUsers.name,
    })
    .from(notifications)
    .leftJoin(news, eq(news.id, notifications.newsId))
    .leftJoin(categories, eq(categories.id, notifications.categoryId))
    .leftJoin(pushNotifications, eq(pushNotifications.id, notifications.pushNotificationId))
    .leftJoin(staffUsers, eq(staffUsers.id, notifications.staffId));
}

type Found = Awaited<ReturnType<typeof selectNotifications>>[number];
export type NotificationRow = typeof notifications.$inferSelect;

function stateOf({ row, push }: Found): NotificationState {
  if (row.scheduledAt !== null) return 'scheduled';
  if (row.pushNotificationId === null || !push) return 'not_pushed';
  return push.state === 'done' ? 'sent' : 'sending';
}

function toRecord(deps: Deps, found: Found): NotificationRecord {
  const { row, push } = found;
  const state = stateOf(found);
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    message: row.message,
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    // The site opens the story when there is one, else the category (push-triggers.ts).
    link: row.newsId !== null ? 'story' : row.categoryId !== null ? 'category' : 'none',
    news_id: row.newsId,
    news_title: found.newsTitle,
    category_id: row.categoryId,
    category_name: found.categoryName,
    followers_only: row.type === 'category',
    latitude: row.latitude,
    longitude: row.longitude,
    radius_km: row.radiusKm,
    sent_at: row.sentAt.toISOString(),
    state,
    delivery: push && (state === 'sent' || state === 'sending') ? { sent: push.sent, failed: push.failed, removed: push.removed } : null,
    staff_name: found.staffName,
  };
}

const SORT = { sent_at: notifications.sentAt, id: notifications.id };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The history, newest first unless asked otherwise; `scheduled` are those not sent yet. */
export async function listNotificationsForStaff(deps: Deps, query: z.output<typeof notificationListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(notifications.title, `%${escapeLike(filter.q)}%`));
  if (filter.language_id) conditions.push(eq(notifications.languageId, filter.language_id));
  if (filter.state) conditions.push(filter.state === 'scheduled' ? isNotNull(notifications.scheduledAt) : isNull(notifications.scheduledAt));
  if (filter.id) conditions.push(inArray(notifications.id, filter.id.length > 0 ? filter.id : [0]));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await selectNotifications(deps)
    .where(where)
    .orderBy(direction(SORT[query.sort]), direction(notifications.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(notifications).where(where);
  return { data: rows.map((found) => toRecord(deps, found)), total: total?.value ?? 0 };
}

export async function notificationRecord(deps: Deps, id: number): Promise<NotificationRecord> {
  const [found] = await selectNotifications(deps).where(eq(notifications.id, id)).limit(1);
  if (!found) throw notFound('Notification');
  return toRecord(deps, found);
}

/** What the audit log keeps of a notification: what its composer chose. */
export const auditedNotification = (row: NotificationRow) => ({
  language_id: row.languageId, title: row.title, message: row.message, image: row.image, type: row.type, news_id: row.newsId, category_id: row.categoryId,
  latitude: row.latitude, longitude: row.longitude, radius_km: row.radiusKm, sent_at: row.sentAt.toISOString(), scheduled_at: row.scheduledAt?.toISOString() ?? null,
});
