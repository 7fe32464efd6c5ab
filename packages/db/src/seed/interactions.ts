import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookmarks, commentFlags, commentReactions, comments, newsReactions, newsViews, userNotifications } from '../schema/index';
import type { SeedLanguage } from './languages';
import type { SeedNews } from './news';
import { fill, type Rng } from './rng';
import type { SeedUsers } from './users';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface InteractionCounts {
  comments: number;
  commentReactions: number;
  newsReactions: number;
  bookmarks: number;
  newsViews: number;
  commentFlags: number;
  userNotifications: number;
}

/** What the demo readers did: comments and replies, reactions, bookmarks, views, flags and the resulting notifications. */
export async function seedInteractions(db: Db, langs: SeedLanguage[], stories: SeedNews[], people: SeedUsers, rng: Rng): Promise<InteractionCounts> {
  const counts: InteractionCounts = { comments: 0, commentReactions: 0, newsReactions: 0, bookmarks: 0, newsViews: 0, commentFlags: 0, userNotifications: 0 };
  const now = Date.now();
  const readers = people.readerIds;
  const nameOf = (id: number) => people.names.get(id) ?? '';
  for (const lang of langs) {
    const site = lang.site;
    const visible = stories.filter((story) => story.languageId === lang.id && story.visible);
    const notices: (typeof userNotifications.$inferInsert)[] = [];

    // Top-level comments on the dozen newest stories.
    const topRows: (typeof comments.$inferInsert)[] = [];
    for (const story of visible.slice(0, 12)) {
      for (const userId of rng.sample(readers, rng.int(1, 3))) {
        topRows.push({ newsId: story.id, userId, message: rng.pick(site.comments), status: 1, createdAt: new Date(now - rng.int(3, 48) * HOUR) });
      }
    }
    const tops = await db.insert(comments).values(topRows).returning({ id: comments.id, newsId: comments.newsId, userId: comments.userId, createdAt: comments.createdAt });

    // One-level replies: parent_id is always the top-level comment.
    const replyRows: (typeof comments.$inferInsert)[] = [];
    for (const top of tops) {
      if (!rng.chance(0.5)) continue;
      const userId = rng.pick(readers.filter((id) => id !== top.userId));
      replyRows.push({ newsId: top.newsId, userId, parentId: top.id, message: rng.pick(site.replies), status: 1, createdAt: new Date(top.createdAt.getTime() + rng.int(10, 120) * MINUTE) });
      notices.push({ userId: top.userId, senderId: userId, type: 'comment', message: fill(site.replyNotice, { name: nameOf(userId) }), newsId: top.newsId, createdAt: new Date(top.createdAt.getTime() + 125 * MINUTE) });
    }
    const replies = replyRows.length ? await db.insert(comments).values(replyRows).returning({ id: comments.id, newsId: comments.newsId, userId: comments.userId, createdAt: comments.createdAt }) : [];
    counts.comments += tops.length + replies.length;

    const reactionRows: (typeof commentReactions.$inferInsert)[] = [];
    for (const comment of [...tops, ...replies]) {
      for (const userId of readers) {
        if (userId === comment.userId || !rng.chance(0.35)) continue;
        const status = rng.chance(0.8) ? 1 : 2;
        reactionRows.push({ userId, commentId: comment.id, status });
        if (status === 1) {
          notices.push({ userId: comment.userId, senderId: userId, type: 'comment_like', message: fill(site.likeNotice, { name: nameOf(userId) }), newsId: comment.newsId, createdAt: new Date(comment.createdAt.getTime() + 3 * HOUR) });
        }
      }
    }
    if (reactionRows.length) await db.insert(commentReactions).values(reactionRows);
    counts.commentReactions += reactionRows.length;

    // One flag per language, by a reader other than the author.
    const flagged = tops[0];
    if (flagged) {
      const userId = readers.find((id) => id !== flagged.userId) ?? people.adminId;
      await db.insert(commentFlags).values({ userId, commentId: flagged.id, newsId: flagged.newsId, message: rng.pick(site.flags) });
      counts.commentFlags += 1;
    }

    const newsReactionRows: (typeof newsReactions.$inferInsert)[] = [];
    const bookmarkRows: (typeof bookmarks.$inferInsert)[] = [];
    const viewRows: (typeof newsViews.$inferInsert)[] = [];
    for (const userId of readers) {
      for (const story of rng.sample(visible, 15)) newsReactionRows.push({ userId, newsId: story.id, status: rng.chance(0.75) ? 1 : 2 });
      for (const story of rng.sample(visible, 6)) bookmarkRows.push({ userId, newsId: story.id, createdAt: new Date(now - rng.int(1, 300) * HOUR) });
      for (const story of rng.sample(visible, 20)) viewRows.push({ newsId: story.id, viewer: `u:${userId}`, createdAt: new Date(now - rng.int(1, 500) * HOUR) });
    }
    await db.insert(newsReactions).values(newsReactionRows);
    await db.insert(bookmarks).values(bookmarkRows);
    await db.insert(newsViews).values(viewRows);
    counts.newsReactions += newsReactionRows.length;
    counts.bookmarks += bookmarkRows.length;
    counts.newsViews += viewRows.length;

    if (notices.length) await db.insert(userNotifications).values(notices);
    counts.userNotifications += notices.length;
  }
  return counts;
}

/**
 * Makes the denormalised counters equal to the rows behind them. total_views keeps its historic
 * value but never falls below the recorded views.
 */
export async function recomputeCounters(db: Db): Promise<void> {
  await db.execute(sql`
    update news_stats s set
      total_like = (select count(*) from news_reactions r where r.news_id = s.news_id and r.status = 1),
      total_dislike = (select count(*) from news_reactions r where r.news_id = s.news_id and r.status = 2),
      total_bookmark = (select count(*) from bookmarks b where b.news_id = s.news_id),
      total_comment = (select count(*) from comments c where c.news_id = s.news_id and c.status = 1),
      total_views = greatest(s.total_views, (select count(*) from news_views v where v.news_id = s.news_id))`);
  await db.execute(sql`
    update comments c set
      total_like = (select count(*) from comment_reactions r where r.comment_id = c.id and r.status = 1),
      total_dislike = (select count(*) from comment_reactions r where r.comment_id = c.id and r.status = 2)`);
}
