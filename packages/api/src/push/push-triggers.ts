import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';
import { siteSettings } from '../settings/site-settings';
import { sendNotification, type Writer } from './push-enqueue';

/**
 * What sends a push (docs/push.md, Triggers): publishing breaking news, a general notification,
 * a story flagged for push. The admin console calls these after saving; `npm run notify` calls
 * `sendNotification` directly. Each answers the queued notification's id, or null with push off.
 */

const plainText = (html: string, max = 180) => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

async function languageCode(deps: Deps, languageId: number): Promise<string> {
  const [row] = await deps.db.select({ code: schema.languages.code }).from(schema.languages).where(eq(schema.languages.id, languageId)).limit(1);
  return row?.code ?? 'en';
}

/** Breaking news goes to devices of its language that want breaking news. */
export async function notifyBreakingNews(deps: Deps, breakingNewsId: number): Promise<number | null> {
  if (!deps.config.push.enabled) return null;
  const [item] = await deps.db.select().from(schema.breakingNews).where(eq(schema.breakingNews.id, breakingNewsId)).limit(1);
  if (!item) throw notFound('Breaking news');
  const code = await languageCode(deps, item.languageId);
  return sendNotification(deps.db, {
    kind: 'breaking',
    title: item.title,
    body: plainText(item.description),
    url: `${deps.config.publicUrl}/${code}/breaking-news/${item.slug}`,
    image: mediaUrl(deps.config.mediaBaseUrl, item.image),
    data: { breaking_news_id: item.id },
    languageId: item.languageId,
  });
}

/** A general notification (the `notifications` table): its language, and its category if it has one. */
export async function notifyGeneralNotification(deps: Deps, notificationId: number): Promise<number | null> {
  return queueGeneralNotification(deps, deps.db, notificationId);
}

/**
 * Queues a general notification through `db`, which may be the transaction that marks it sent
 * (the console's scheduler: a notification is claimed and queued together, or neither). It opens
 * its story, else its category's page, else the notifications page; it reaches its language's
 * devices, only its category's followers for a category notification, and only those within its
 * radius when it has one.
 */
export async function queueGeneralNotification(deps: Deps, db: Writer, notificationId: number): Promise<number | null> {
  if (!deps.config.push.enabled) return null;
  const { notifications, news, categories, languages } = schema;
  const [row] = await db
    .select({ notification: notifications, slug: news.slug, categorySlug: categories.slug, code: languages.code })
    .from(notifications)
    .leftJoin(news, eq(news.id, notifications.newsId))
    .leftJoin(categories, eq(categories.id, notifications.categoryId))
    .leftJoin(languages, eq(languages.id, notifications.languageId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  if (!row) throw notFound('Notification');
  const { notification } = row;
  const code = row.code ?? 'en';
  const page = row.slug ? `news/${row.slug}` : row.categorySlug ? `category/${row.categorySlug}` : 'notifications';
  const { latitude, longitude, radiusKm } = notification;
  return sendNotification(db, {
    kind: 'general',
    title: notification.title,
    body: notification.message,
    url: `${deps.config.publicUrl}/${code}/${page}`,
    image: mediaUrl(deps.config.mediaBaseUrl, notification.image),
    data: { general_notification_id: notification.id, ...(notification.newsId ? { news_id: notification.newsId } : {}) },
    languageId: notification.languageId,
    categoryId: notification.type === 'category' ? notification.categoryId : null,
    near: latitude !== null && longitude !== null && radiusKm !== null ? { latitude, longitude, radiusKm } : null,
  });
}

/**
 * A story flagged for push: devices of its language that follow its category (or whose reader
 * prefers it), and, when location news is on and the story has a place, only those near it.
 */
export async function notifyStory(deps: Deps, newsId: number): Promise<number | null> {
  if (!deps.config.push.enabled) return null;
  const { news, locations } = schema;
  const [row] = await deps.db
    .select({ story: news, latitude: locations.latitude, longitude: locations.longitude })
    .from(news)
    .leftJoin(locations, eq(locations.id, news.locationId))
    .where(eq(news.id, newsId))
    .limit(1);
  if (!row) throw notFound('News');
  const { story } = row;
  const site = await siteSettings(deps);
  const code = await languageCode(deps, story.languageId);
  const near = site.switchOn('location_news_mode') && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude, radiusKm: site.nearestLocationKm } : null;
  return sendNotification(deps.db, {
    kind: 'story',
    title: story.title,
    body: plainText(story.description),
    url: `${deps.config.publicUrl}/${code}/news/${story.slug}`,
    image: mediaUrl(deps.config.mediaBaseUrl, story.image),
    data: { news_id: story.id },
    languageId: story.languageId,
    categoryId: story.categoryId,
    near,
  });
}
