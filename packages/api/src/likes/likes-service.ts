import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { LikedNewsItem, LikeDislikeResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { highestFirst } from '../core/order';
import { readPage, type Paged } from '../core/paged-query';
import { newsItemsByIds, siteToday, visibleNewsCondition } from '../news/news-items';
import { newsMatching } from '../news/news-lookup';

const { news, newsReactions, newsStats } = schema;

/**
 * set_like_dislike: 1 like, 2 dislike, 0 remove. The news row is locked for the transaction, so
 * the reaction row and the news' totals move together even when a reader taps twice at once;
 * switching like to dislike moves one count from one total to the other. Two statements: the
 * lock reads the previous reaction, then one statement stores the reaction and the totals.
 * News readers cannot see (not approved, past `show_till`) is not found, for its author too.
 */
export async function setNewsReaction(deps: Deps, item: IdOrSlug, status: 0 | 1 | 2, caller: Caller): Promise<LikeDislikeResult> {
  const today = await siteToday(deps);
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: news.id, before: newsReactions.status })
      .from(news)
      .leftJoin(newsReactions, and(eq(newsReactions.newsId, news.id), eq(newsReactions.userId, caller.id)))
      .where(and(newsMatching(item), visibleNewsCondition(today)))
      .limit(1)
      // NO KEY UPDATE, not UPDATE: likes of one story still wait for each other, but a comment's or
      // a bookmark's foreign-key check (KEY SHARE) does not wait for this lock; with UPDATE it did
      // while holding the counters row this transaction needs next (a deadlock).
      .for('no key update', { of: news });
    if (!target) throw notFound('News');
    const before = target.before ?? 0;
    const likeDelta = (status === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
    const dislikeDelta = (status === 2 ? 1 : 0) - (before === 2 ? 1 : 0);

    const storeReaction =
      status === 0
        ? tx.$with('reaction').as(tx.delete(newsReactions).where(and(eq(newsReactions.userId, caller.id), eq(newsReactions.newsId, target.id))).returning({ status: newsReactions.status }))
        : tx.$with('reaction').as(
            tx
              .insert(newsReactions)
              .values({ userId: caller.id, newsId: target.id, status })
              // A repeated tap keeps the time; a switch from dislike is a new like (get_like's order).
              .onConflictDoUpdate({ target: [newsReactions.userId, newsReactions.newsId], set: before === status ? { status } : { status, reactedAt: sql`now()` } })
              .returning({ status: newsReactions.status }),
          );
    const [totals] = await tx
      .with(storeReaction)
      .update(newsStats)
      .set({
        totalLike: sql`greatest(${newsStats.totalLike} + ${likeDelta}, 0)`,
        totalDislike: sql`greatest(${newsStats.totalDislike} + ${dislikeDelta}, 0)`,
      })
      .where(eq(newsStats.newsId, target.id))
      .returning({ totalLike: newsStats.totalLike, totalDislike: newsStats.totalDislike });
    return {
      like: status === 1 ? 1 : 0,
      dislike: status === 2 ? 1 : 0,
      total_like: totals?.totalLike ?? 0,
      total_dislike: totals?.totalDislike ?? 0,
    };
  });
}

/**
 * get_like: the news the caller liked that readers can still see, in one language, newest like
 * first. A like of news hidden since (unapproved, past `show_till`) is kept but not listed.
 */
export async function listLikedNews(
  deps: Deps,
  query: { languageId: number; offset: number; limit: number },
  caller: Caller,
): Promise<Paged<LikedNewsItem>> {
  const where = and(eq(newsReactions.userId, caller.id), eq(newsReactions.status, 1), eq(news.languageId, query.languageId), visibleNewsCondition(await siteToday(deps)));
  const rows = deps.db
    .select({ id: news.id })
    .from(newsReactions)
    .innerJoin(news, eq(news.id, newsReactions.newsId))
    .where(where)
    .orderBy(highestFirst(newsReactions.reactedAt), desc(newsReactions.newsId))
    .limit(query.limit)
    .offset(query.offset);
  const counted = deps.db.select({ total: count() }).from(newsReactions).innerJoin(news, eq(news.id, newsReactions.newsId)).where(where);
  return readPage({ rows, count: counted }, async (page) => {
    const items = await newsItemsByIds(deps, page.map((row) => row.id), caller);
    return items.map((item) => ({ ...item, news_id: item.id }));
  });
}
