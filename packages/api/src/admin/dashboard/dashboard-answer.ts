import type { Db } from '@newsroom/db/client';
import type { DashboardAnswer } from '@newsroom/contract/admin/dashboard';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { DashboardWindow } from './dashboard-window';
import { commentsPerDay, readersPerDay, storiesPerDay, viewsPerDay, type DayCounts } from './dashboard-days';
import { authorMostRead, siteMostRead } from './dashboard-most-read';
import * as q from './dashboard-totals';

/**
 * What each role looks after: editors and administrators the whole site; an author their own
 * stories (published, waiting, their views and comments); a moderator the readers and their comments.
 */
interface Concerns {
  /** Null: the whole site. */
  authorId: number | null;
  stories: boolean;
  readers: boolean;
  comments: boolean;
  flagsAndWaiting: boolean;
}

export function concernsOf(staff: { id: number; role: StaffRole }): Concerns {
  switch (staff.role) {
    case 'administrator':
    case 'editor':
      return { authorId: null, stories: true, readers: true, comments: true, flagsAndWaiting: true };
    case 'author':
      return { authorId: staff.id, stories: true, readers: false, comments: true, flagsAndWaiting: false };
    case 'moderator':
      return { authorId: null, stories: false, readers: true, comments: true, flagsAndWaiting: true };
  }
}

const none = async () => null;

/** The dashboard for one set of concerns: the independent queries run side by side. */
export async function dashboardFor(db: Db, concerns: Concerns, window: DashboardWindow): Promise<DashboardAnswer> {
  const { authorId, stories, readers, comments, flagsAndWaiting } = concerns;
  const [published, readerCount, commentCount, viewCount, pending, flags, waiting, storyDays, readerDays, commentDays, viewDays, mostRead] = await Promise.all([
    stories ? q.publishedTotal(db, authorId) : none(),
    readers ? q.readerTotal(db) : none(),
    comments ? q.commentTotal(db, authorId) : none(),
    stories ? q.viewTotal(db, authorId) : none(),
    stories ? q.pendingStories(db, authorId) : none(),
    flagsAndWaiting ? q.openFlags(db) : none(),
    flagsAndWaiting ? q.waitingComments(db) : none(),
    stories ? storiesPerDay(db, authorId, window) : none(),
    readers ? readersPerDay(db, window) : none(),
    comments ? commentsPerDay(db, authorId, window) : none(),
    stories ? viewsPerDay(db, authorId, window) : none(),
    stories ? (authorId === null ? siteMostRead(db, window) : authorMostRead(db, authorId, window)) : none(),
  ]);
  const on = (counts: DayCounts | null, day: string) => (counts ? (counts.get(day) ?? 0) : null);
  return {
    scope: authorId === null ? 'site' : 'own',
    totals: { stories: published, readers: readerCount, comments: commentCount, views: viewCount },
    days: window.days.map((day) => ({ day, stories: on(storyDays, day), readers: on(readerDays, day), comments: on(commentDays, day), views: on(viewDays, day) })),
    most_read: mostRead,
    queues: { pending_stories: pending, open_flags: flags, waiting_comments: waiting },
  };
}
