import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { BreakingNewsItem, BreakingNewsView } from '@newsroom/contract/breaking-news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { toBreakingNewsItem } from './breaking-news-items';
import { highestFirst } from '../core/order';
import { readPage, type Paged } from '../core/paged-query';

const { breakingNews, breakingNewsViews } = schema;

const matching = (item: IdOrSlug) => ('id' in item ? eq(breakingNews.id, item.id) : eq(breakingNews.slug, item.slug));
/** Readers see open items only: a closed one is the newsroom's, kept for its record and to reopen. */
const open = eq(breakingNews.status, 1);

/**
 * One breaking news item by id or slug, whatever the language asked for: a shared link must open
 * even when the reader's language is another one. Unknown or closed is 404.
 */
export async function breakingNewsItem(deps: Deps, item: IdOrSlug): Promise<BreakingNewsItem> {
  const [row] = await deps.db.select().from(breakingNews).where(and(matching(item), open)).limit(1);
  if (!row) throw notFound('Breaking news');
  return toBreakingNewsItem(deps, row);
}

/** A language's open breaking news, newest first (served by the language/status/created_at index). */
export async function listBreakingNews(
  deps: Deps,
  query: { languageId: number; offset: number; limit: number },
): Promise<Paged<BreakingNewsItem>> {
  const where = and(eq(breakingNews.languageId, query.languageId), open);
  return readPage(
    {
      rows: deps.db.select().from(breakingNews).where(where).orderBy(highestFirst(breakingNews.createdAt), desc(breakingNews.id)).limit(query.limit).offset(query.offset),
      count: deps.db.select({ total: count() }).from(breakingNews).where(where),
    },
    (rows) => rows.map((row) => toBreakingNewsItem(deps, row)),
  );
}

/**
 * Counts a view once per reader (`u:<id>`) or anonymous visitor (`a:<hash>`): the view row's
 * primary key makes a repeat insert a no-op, and the counter only moves when a row went in.
 */
export async function recordBreakingNewsView(deps: Deps, item: IdOrSlug, user: Caller | null, visitor: string): Promise<BreakingNewsView> {
  const viewer = user ? `u:${user.id}` : `a:${visitor}`;
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: breakingNews.id, totalViews: breakingNews.totalViews }).from(breakingNews).where(matching(item)).limit(1);
    if (!target) throw notFound('Breaking news');
    const inserted = await tx.insert(breakingNewsViews).values({ breakingNewsId: target.id, viewer }).onConflictDoNothing().returning({ viewer: breakingNewsViews.viewer });
    if (inserted.length === 0) return { breaking_news_id: target.id, total_views: target.totalViews, counted: 0 };
    const [updated] = await tx
      .update(breakingNews)
      .set({ totalViews: sql`${breakingNews.totalViews} + 1` })
      .where(eq(breakingNews.id, target.id))
      .returning({ totalViews: breakingNews.totalViews });
    return { breaking_news_id: target.id, total_views: updated?.totalViews ?? target.totalViews + 1, counted: 1 };
  });
}
