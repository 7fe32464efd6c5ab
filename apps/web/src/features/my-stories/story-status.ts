import { NEWS_STATUS } from '@newsroom/contract/news';

/** Where a writer's story stands, as "My stories" shows it (docs/writing-rules.md). */
export type StoryStatus = 'pending' | 'published' | 'expired' | 'rejected';

/** Today's date `YYYY-MM-DD` in the site's time zone, as the API compares `show_till` with it. */
export function siteToday(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * An editor's answer comes first (waiting, refused); a published story has expired once its
 * `show_till` day is over: readers no longer see it, though the writer still can.
 */
export function storyStatus(story: { status: number; show_till: string }, today: string): StoryStatus {
  if (story.status === NEWS_STATUS.rejected) return 'rejected';
  if (story.status !== NEWS_STATUS.published) return 'pending';
  return story.show_till !== '' && story.show_till < today ? 'expired' : 'published';
}
