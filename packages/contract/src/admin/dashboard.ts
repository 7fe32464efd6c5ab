import { z } from 'zod';

/** How many days the dashboard's curves cover, ending today in the site's time zone. */
export const DASHBOARD_DAYS = 30;

/** How many of the week's most read stories the dashboard lists. */
export const MOST_READ_COUNT = 10;

/**
 * A count the caller's role may see, or null when it is none of their concern: a moderator sees
 * readers and comments but not story views, an author only their own stories' numbers.
 */
const count = () => z.number().int().nonnegative().nullable();

/** One day of the curves (`YYYY-MM-DD` in the site's time zone); days without activity count 0. */
export const dashboardDay = z
  .object({ day: z.iso.date(), stories: count(), readers: count(), comments: count(), views: count() })
  .strict();
export type DashboardDay = z.infer<typeof dashboardDay>;

export const mostReadStory = z
  .object({ id: z.number().int().positive(), title: z.string(), slug: z.string(), views: z.number().int().nonnegative() })
  .strict();
export type MostReadStory = z.infer<typeof mostReadStory>;

export const dashboardAnswer = z
  .object({
    /** `site`: every story (administrators, editors, moderators); `own`: the author's own stories. */
    scope: z.enum(['site', 'own']),
    /** Published stories, readers, comments and counted views, all time. */
    totals: z.object({ stories: count(), readers: count(), comments: count(), views: count() }).strict(),
    /** Oldest first, exactly `DASHBOARD_DAYS` days, the last one today. */
    days: z.array(dashboardDay),
    /** The last 7 days' most read stories, most read first; null when the role reads no stories' numbers. */
    most_read: z.array(mostReadStory).nullable(),
    /** The queues waiting on someone: stories to approve, flagged comments, comments to pre-moderate. */
    queues: z.object({ pending_stories: count(), open_flags: count(), waiting_comments: count() }).strict(),
  })
  .strict();
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
