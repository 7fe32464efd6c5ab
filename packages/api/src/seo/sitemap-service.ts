import { and, asc, desc, eq, gt, gte, lte, max } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { siteToday, visibleNewsCondition } from '../news/news-items';
import { highestFirst } from '../core/order';

/**
 * Read-only lists for the reader site's sitemaps and Google News sitemap. The list endpoints
 * (get_news) are built for pages of ten full news items; a sitemap needs a few columns of
 * thousands of rows, so these select just those, by primary key ranges and indexes.
 */

const { news, breakingNews } = schema;

/**
 * News ids per sitemap file. A file covers a fixed id range (`(n-1)*size`, `n*size`], so a file's
 * address keeps naming the same stories as news is added, and each one is a primary key range
 * scan: 100,000 stories make 20 files of at most 5,000 URLs (well under the protocol's 50,000 URLs
 * and 50 MB), each a few hundred kilobytes.
 */
export const NEWS_PER_SITEMAP = 5_000;

/** Google News reads the stories of the last two days, at most 1,000 per sitemap. */
export const GOOGLE_NEWS_DAYS = 2;
export const GOOGLE_NEWS_LIMIT = 1_000;

/** Breaking news is short-lived and few: one sitemap file holds it (the protocol's maximum). */
export const BREAKING_NEWS_SITEMAP_LIMIT = 50_000;

export interface SitemapStory {
  slug: string;
  languageId: number;
  /** ISO 8601 (UTC). */
  lastModified: string;
}

export interface RecentStory {
  slug: string;
  languageId: number;
  title: string;
  /** ISO 8601 (UTC). */
  publishedAt: string;
}

/** How many news sitemap files there are: enough id ranges to cover the highest id. */
export async function newsSitemapCount(deps: Deps): Promise<number> {
  const [row] = await deps.db.select({ highest: max(news.id) }).from(news);
  return Math.ceil((row?.highest ?? 0) / NEWS_PER_SITEMAP);
}

/** The visible stories of news sitemap file `file` (1-based), in id order; empty past the last one. */
export async function newsSitemapStories(deps: Deps, file: number): Promise<SitemapStory[]> {
  if (!Number.isSafeInteger(file) || file < 1) return [];
  const visible = visibleNewsCondition(await siteToday(deps));
  const rows = await deps.db
    .select({ slug: news.slug, languageId: news.languageId, updatedAt: news.updatedAt })
    .from(news)
    .where(and(gt(news.id, (file - 1) * NEWS_PER_SITEMAP), lte(news.id, file * NEWS_PER_SITEMAP), visible))
    .orderBy(asc(news.id));
  return rows.map((row) => ({ slug: row.slug, languageId: row.languageId, lastModified: row.updatedAt.toISOString() }));
}

/** Visible stories published since `GOOGLE_NEWS_DAYS` before `now`, newest first. */
export async function recentStories(deps: Deps, now = new Date()): Promise<RecentStory[]> {
  const since = new Date(now.getTime() - GOOGLE_NEWS_DAYS * 86_400_000);
  const visible = visibleNewsCondition(await siteToday(deps));
  const rows = await deps.db
    .select({ slug: news.slug, languageId: news.languageId, title: news.title, publishedAt: news.publishedAt })
    .from(news)
    .where(and(gte(news.publishedAt, since), lte(news.publishedAt, now), visible))
    .orderBy(highestFirst(news.publishedAt), desc(news.id))
    .limit(GOOGLE_NEWS_LIMIT);
  return rows.map((row) => ({ slug: row.slug, languageId: row.languageId, title: row.title, publishedAt: row.publishedAt.toISOString() }));
}

/** Every open breaking news item (up to the protocol's maximum), newest first: closed ones answer 404. */
export async function breakingNewsSitemapItems(deps: Deps): Promise<SitemapStory[]> {
  const rows = await deps.db
    .select({ slug: breakingNews.slug, languageId: breakingNews.languageId, createdAt: breakingNews.createdAt })
    .from(breakingNews)
    .where(eq(breakingNews.status, 1))
    .orderBy(highestFirst(breakingNews.createdAt), desc(breakingNews.id))
    .limit(BREAKING_NEWS_SITEMAP_LIMIT);
  return rows.map((row) => ({ slug: row.slug, languageId: row.languageId, lastModified: row.createdAt.toISOString() }));
}
