import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { notifyUser } from '../notifications/personal-notifications';
import type { NewsRow } from './story-write';

const { news } = schema;

/** What a review changed: the story before and after, for the audit log. */
export interface Reviewed {
  before: NewsRow;
  after: NewsRow;
}

export type Review = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

/**
 * An editor's verdict on a story. Approving publishes it (at once, or at its `published_at` when
 * that is later: approving a scheduled story keeps its time); rejecting sends it back with the
 * reason. A reader writer hears of it as a personal notification (pushed to their devices too),
 * filed in the same transaction as the change. The stored English is worded in the reader's
 * language on reading, like the other personal notifications (`messages-*.ts`).
 */
export async function reviewStory(deps: Deps, newsId: number, staffId: number, review: Review, now = new Date()): Promise<Reviewed> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, newsId)).limit(1).for('update');
    if (!before) throw notFound('News');
    const approve = review.verdict === 'approve';
    // Approving a published story again would move its time and notify its writer twice.
    if (approve && before.status === NEWS_STATUS.published) return { before, after: before };
    const [after] = await tx
      .update(news)
      .set({
        status: approve ? NEWS_STATUS.published : NEWS_STATUS.rejected,
        publishedAt: approve && before.publishedAt < now ? now : before.publishedAt,
        rejectionReason: approve ? '' : review.reason,
        reviewedBy: staffId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(news.id, newsId))
      .returning();
    if (before.userId !== null) {
      const message = approve ? `Your story "${before.title}" was approved` : `Your story "${before.title}" was not approved: ${review.reason}`;
      await notifyUser(tx, { userId: before.userId, senderId: null, type: approve ? 'news_approved' : 'news_rejected', message, newsId, commentId: null });
    }
    return { before, after: after! };
  });
}
