import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { LikeDislikeResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../auth/sessions';
import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import { newsMatching } from '../news/news-lookup';

const { news, newsReactions, newsStats } = schema;

/**
 * set_like_dislike: 1 like, 2 dislike, 0 remove. The news row is locked for the transaction, so
 * the reaction row and the news' totals move together even when a reader taps twice at once;
 * switching like to dislike moves one count from one total to the other. Two statements: the
 * lock reads the previous reaction, then one statement stores the reaction and the totals.
 */
export async function setNewsReaction(deps: Deps, item: IdOrSlug, status: 0 | 1 | 2, caller: Caller): Promise<LikeDislikeResult> {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: news.id, before: newsReactions.status })
      .from(news)
      .leftJoin(newsReactions, and(eq(newsReactions.newsId, news.id), eq(newsReactions.userId, caller.id)))
      .where(newsMatching(item))
      .limit(1)
      .for('update', { of: news });
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
              .onConflictDoUpdate({ target: [newsReactions.userId, newsReactions.newsId], set: { status } })
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
