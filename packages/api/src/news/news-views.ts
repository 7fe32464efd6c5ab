import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { NewsViewResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../auth/sessions';
import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import { newsMatching } from './news-lookup';

const { news, newsViews } = schema;

/**
 * Counts a view once per reader (`u:<id>`) or anonymous visitor (`a:<hash>`): the view row's
 * primary key makes a repeat insert a no-op, and the counter only moves when a row went in.
 */
export async function recordNewsView(deps: Deps, item: IdOrSlug, user: Caller | null, visitor: string): Promise<NewsViewResult> {
  const viewer = user ? `u:${user.id}` : `a:${visitor}`;
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: news.id, totalViews: news.totalViews }).from(news).where(newsMatching(item)).limit(1);
    if (!target) throw notFound('News');
    const inserted = await tx.insert(newsViews).values({ newsId: target.id, viewer }).onConflictDoNothing().returning({ viewer: newsViews.viewer });
    if (inserted.length === 0) return { news_id: target.id, total_views: target.totalViews, counted: 0 };
    const [updated] = await tx
      .update(news)
      .set({ totalViews: sql`${news.totalViews} + 1` })
      .where(eq(news.id, target.id))
      .returning({ totalViews: news.totalViews });
    return { news_id: target.id, total_views: updated?.totalViews ?? target.totalViews + 1, counted: 1 };
  });
}
