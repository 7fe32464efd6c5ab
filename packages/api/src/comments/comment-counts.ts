import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { SHOWN_COMMENT } from './comment-status';

/**
 * Sets a story's `total_comment` to what readers can see: shown comments whose thread is shown
 * (a hidden top-level comment takes its replies out of sight). Moderation changes several rows
 * at once, where a counted delta would have to know each one's past; recounting one story's
 * comments reads one index range. The stats row is locked first, so the count is taken after any
 * comment being added meanwhile has counted itself, and counts it.
 */
export async function recountComments(db: Db, newsId: number): Promise<void> {
  await db.select({ newsId: schema.newsStats.newsId }).from(schema.newsStats).where(eq(schema.newsStats.newsId, newsId)).for('update');
  await db.execute(sql`
    update ${schema.newsStats} set total_comment = (
      select count(*)::int from ${schema.comments} as c
      left join ${schema.comments} as p on p.id = c.parent_id
      where c.news_id = ${newsId} and c.status = ${SHOWN_COMMENT} and (c.parent_id is null or p.status = ${SHOWN_COMMENT})
    ) where news_id = ${newsId}`);
}
