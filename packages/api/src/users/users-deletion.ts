import { eq, or, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { revokeAllSessions } from '../auth/sessions';
import { SHOWN_COMMENT } from '../comments/comment-status';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { deleteIdentityAccount } from '../identity/accounts';
import { removeUploads } from './users-media';
import { textImageFiles } from '../news/news-text-images';

/** Stored files that belong to the account: its picture and the media of the news it wrote. */
async function mediaOf(db: Deps['db'], userId: number): Promise<string[]> {
  const [user] = await db.select({ profile: schema.users.profile }).from(schema.users).where(eq(schema.users.id, userId));
  const news = await db
    .select({ image: schema.news.image, contentType: schema.news.contentType, contentValue: schema.news.contentValue })
    .from(schema.news)
    .where(eq(schema.news.userId, userId));
  const images = await db
    .select({ otherImage: schema.newsImages.otherImage })
    .from(schema.newsImages)
    .innerJoin(schema.news, eq(schema.news.id, schema.newsImages.newsId))
    .where(eq(schema.news.userId, userId));
  return [
    user?.profile ?? '',
    ...news.map((item) => item.image),
    // An uploaded video is stored in the media folder; other content values are external URLs.
    ...news.filter((item) => item.contentType === 'video_upload').map((item) => item.contentValue),
    ...images.map((image) => image.otherImage),
    ...(await textImageFiles(db, { userId })),
  ];
}

/**
 * Deletes the account and everything it owns in one transaction, correcting the counters its
 * rows contributed to on other people's news and comments. The news it wrote goes with it
 * (with that news' comments, reactions and bookmarks), so no content is left without an author,
 * and so does its identity account (credentials, codes, provider links).
 * Every table is cleared explicitly; the schema's cascades are only a backstop.
 */
export async function deleteUserAccount(deps: Deps, userId: number): Promise<void> {
  const { files, addresses } = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: schema.users.id, firebaseId: schema.users.firebaseId }).from(schema.users).where(eq(schema.users.id, userId)).for('update');
    if (!user) throw notFound('User');
    const files = await mediaOf(tx, userId);

    // The reader's comments and the replies others wrote to them: replies hang off a top-level
    // comment by parent_id without a foreign key, so they must be removed by hand.
    const doomedComments = sql`(select id from ${schema.comments} where user_id = ${userId}
      union select id from ${schema.comments} where parent_id in (select id from ${schema.comments} where user_id = ${userId}))`;
    await tx.execute(sql`
      update ${schema.newsStats} as s set total_comment = greatest(s.total_comment - d.removed, 0)
      from (
        -- Only what readers were counted: shown comments in shown threads (comment-counts.ts).
        select c.news_id, count(*)::int as removed from ${schema.comments} as c
        left join ${schema.comments} as p on p.id = c.parent_id
        where c.id in ${doomedComments} and c.status = ${SHOWN_COMMENT} and (c.parent_id is null or p.status = ${SHOWN_COMMENT})
        group by c.news_id
      ) as d
      where s.news_id = d.news_id`);
    await tx.execute(sql`
      update ${schema.comments} as c
      set total_like = greatest(c.total_like - (r.status = 1)::int, 0),
          total_dislike = greatest(c.total_dislike - (r.status = 2)::int, 0)
      from ${schema.commentReactions} as r
      where r.comment_id = c.id and r.user_id = ${userId}`);
    await tx.execute(sql`
      update ${schema.newsStats} as s
      set total_like = greatest(s.total_like - (r.status = 1)::int, 0),
          total_dislike = greatest(s.total_dislike - (r.status = 2)::int, 0)
      from ${schema.newsReactions} as r
      where r.news_id = s.news_id and r.user_id = ${userId}`);
    await tx.execute(sql`
      update ${schema.newsStats} as s set total_bookmark = greatest(s.total_bookmark - 1, 0)
      from ${schema.bookmarks} as b
      where b.news_id = s.news_id and b.user_id = ${userId}`);

    await tx.delete(schema.comments).where(sql`${schema.comments.id} in ${doomedComments}`);
    await tx.delete(schema.commentReactions).where(eq(schema.commentReactions.userId, userId));
    await tx.delete(schema.commentFlags).where(eq(schema.commentFlags.userId, userId));
    await tx.delete(schema.newsReactions).where(eq(schema.newsReactions.userId, userId));
    await tx.delete(schema.bookmarks).where(eq(schema.bookmarks.userId, userId));
    // Its survey answers go, and their votes with them (the survey_option_counter triggers): a vote
    // outlasting its account would let one person vote again with each new account.
    await tx.delete(schema.surveyAnswers).where(eq(schema.surveyAnswers.userId, userId));
    await tx
      .delete(schema.userNotifications)
      .where(or(eq(schema.userNotifications.userId, userId), eq(schema.userNotifications.senderId, userId)));
    await tx.delete(schema.deviceTokens).where(eq(schema.deviceTokens.userId, userId));
    await tx.delete(schema.userCategories).where(eq(schema.userCategories.userId, userId));
    await tx.delete(schema.news).where(eq(schema.news.userId, userId));
    await revokeAllSessions({ ...deps, db: tx }, userId);
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
    const addresses = await deleteIdentityAccount(tx, user.firebaseId);
    return { files, addresses };
  });
  // Files and stored messages go only after the rows that named them are gone for good.
  await removeUploads(deps, files);
  await forgetMessagesTo(deps, addresses);
}

/** The outbox senders keep a copy of every message; those sent to the deleted reader go too. */
async function forgetMessagesTo(deps: Deps, addresses: string[]): Promise<void> {
  await deps.identity.deliveries.idle();
  for (const address of addresses) {
    await deps.identity.mail.forgetRecipient?.(address);
    await deps.identity.sms.forgetRecipient?.(address);
  }
}
