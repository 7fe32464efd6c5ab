import { and, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { NotificationBody } from '@newsroom/contract/admin/notifications';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { storeImage } from '../../media/uploads';
import { nudgeNotificationScheduler, sendDueNotification } from '../../notifications/notification-scheduler';
import { fieldError } from '../core/admin-errors';
import type { NotificationRow } from './notification-records';

const { notifications, languages, news, categories } = schema;

/** Every reference must be of the notification's language: a link elsewhere would open a page in another language. */
async function checkReferences(deps: Deps, body: NotificationBody): Promise<void> {
  const [language] = await deps.db.select({ id: languages.id }).from(languages).where(eq(languages.id, body.language_id)).limit(1);
  if (!language) throw fieldError('language_id', 'is not a site language');
  if (body.link === 'story' && body.news_id) {
    const [story] = await deps.db.select({ status: news.status }).from(news).where(and(eq(news.id, body.news_id), eq(news.languageId, body.language_id))).limit(1);
    if (story?.status !== NEWS_STATUS.published) throw fieldError('news_id', 'must be a published story in the notification’s language');
  }
  if (body.category_id && (body.link === 'category' || body.followers_only)) {
    const [category] = await deps.db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, body.category_id), eq(categories.languageId, body.language_id))).limit(1);
    if (!category) throw fieldError('category_id', 'must be a category of the notification’s language');
  }
}

/** Own uploads only: seeded images (`seed/…`) are shared with the demo content. */
async function removeOwnImage(deps: Deps, path: string): Promise<void> {
  if (/^notifications\/[^/]+$/.test(path)) await deps.media.remove(path).catch(() => undefined);
}

/**
 * Stores a composed notification and sends it now, or leaves it to the scheduler. Readers see it
 * from `sent_at`, which is its scheduled time, so a scheduled one is not listed early. A time
 * already past means now: an editor who took a minute too long still gets it sent.
 */
export async function composeNotification(deps: Deps, body: NotificationBody, files: Record<string, File[]>, staffId: number): Promise<{ row: NotificationRow; scheduled: boolean }> {
  await checkReferences(deps, body);
  const now = new Date();
  const requested = body.scheduled_at ? new Date(body.scheduled_at) : null;
  const at = requested && requested > now ? requested : now;
  const file = files.image?.[0];
  const image = file ? await storeImage(deps, file, 'image', 'notifications', 1200) : '';
  const values = {
    languageId: body.language_id,
    title: body.title,
    message: body.message,
    image,
    newsId: body.link === 'story' ? (body.news_id ?? null) : null,
    categoryId: body.link === 'category' || body.followers_only ? (body.category_id ?? null) : null,
    type: body.followers_only ? 'category' : 'default',
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    radiusKm: body.radius_km ?? null,
    sentAt: at,
    scheduledAt: at,
    staffId,
  };
  const [row] = await deps.db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification was not stored');
  const scheduled = at !== now;
  if (scheduled) nudgeNotificationScheduler(deps);
  else await sendDueNotification(deps, row.id, now);
  return { row, scheduled };
}

export async function existingNotification(deps: Deps, id: number): Promise<NotificationRow> {
  const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  if (!row) throw notFound('Notification');
  return row;
}

/** Cancels a scheduled one (it is never pushed) or takes a sent one off the readers' list. */
export async function deleteNotification(deps: Deps, id: number): Promise<NotificationRow> {
  const row = await existingNotification(deps, id);
  await deps.db.delete(notifications).where(eq(notifications.id, id));
  await removeOwnImage(deps, row.image);
  if (row.scheduledAt !== null) nudgeNotificationScheduler(deps);
  return row;
}
