import { and, count, desc, eq, lte } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { Notification } from '@newsroom/contract/notifications';
import type { Deps } from '../deps';
import { formatDateTime } from '../core/dates';
import { mediaUrl } from '../media/store';
import { siteSettings } from '../settings/site-settings';
import { highestFirst } from '../core/order';
import { readPage, type Paged } from '../core/paged-query';

/**
 * Notifications sent to every reader of a language, newest first. Ones scheduled for later are
 * not shown before their time.
 */
export async function listNotifications(deps: Deps, languageId: number, page: { offset: number; limit: number }): Promise<Paged<Notification>> {
  const { notifications, news, categories } = schema;
  const where = and(eq(notifications.languageId, languageId), lte(notifications.sentAt, new Date()));
  const rows = deps.db
    .select({
      notification: notifications,
      newsTitle: news.title,
      newsSlug: news.slug,
      categoryName: categories.categoryName,
    })
    .from(notifications)
    // A story waiting for approval or for its time lends no title or link to a notification read by everyone.
    .leftJoin(news, and(eq(news.id, notifications.newsId), eq(news.status, NEWS_STATUS.published), lte(news.publishedAt, new Date())))
    .leftJoin(categories, eq(categories.id, notifications.categoryId))
    .where(where)
    .orderBy(highestFirst(notifications.sentAt), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
  const counted = deps.db.select({ total: count() }).from(notifications).where(where);
  return readPage({ rows, count: counted, context: siteSettings(deps) }, (found, { timeZone }) =>
    found.map(({ notification: row, newsTitle, newsSlug, categoryName }): Notification => ({
      id: row.id,
      language_id: row.languageId,
      category_id: String(row.categoryId ?? 0),
      subcategory_id: row.subcategoryId ?? 0,
      news_id: row.newsId ?? 0,
      title: row.title,
      message: row.message,
      type: row.type === 'category' ? 'category' : 'default',
      image: mediaUrl(deps.config.mediaBaseUrl, row.image),
      date_sent: formatDateTime(row.sentAt, timeZone),
      news: { id: row.newsId ?? 0, title: newsTitle ?? '', slug: newsSlug ?? '' },
      category: { id: row.categoryId ?? 0, category_name: categoryName ?? '' },
    })),
  );
}
