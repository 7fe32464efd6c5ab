import { eq, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { StoryStatus } from '@newsroom/contract/admin/news';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../core/errors';
import type { StaffCaller } from '../core/staff-session';
import type { NewsRow } from '../../news/story-write';

const { news } = schema;

/** The status names of the console and the numbers the column keeps. */
export const STATUS_NUMBER: Record<StoryStatus, number> = {
  draft: NEWS_STATUS.draft,
  pending: NEWS_STATUS.pending,
  published: NEWS_STATUS.published,
  rejected: NEWS_STATUS.rejected,
};

export function statusName(status: number): StoryStatus {
  const found = (Object.keys(STATUS_NUMBER) as StoryStatus[]).find((name) => STATUS_NUMBER[name] === status);
  return found ?? 'pending';
}

/** Administrators and editors work on every story; an author only on their own. */
export const reviewsEveryStory = (staff: StaffCaller) => staff.role === 'administrator' || staff.role === 'editor';

/** The one scope of an author's lists and bulk actions: stories they wrote in the console. */
export function storyScope(staff: StaffCaller): SQL | undefined {
  return reviewsEveryStory(staff) ? undefined : eq(news.staffAuthorId, staff.id);
}

/** The statuses an author's story may have while its author changes it: never a published one. */
const AUTHOR_EDITABLE: readonly number[] = [NEWS_STATUS.draft, NEWS_STATUS.pending];

/**
 * A story the staff member may read (`change` false) or change (`change` true). An author's
 * stories are theirs alone, and once an editor published or rejected one it is out of their hands.
 */
export async function storyFor(deps: Deps, id: number, staff: StaffCaller, change: boolean): Promise<NewsRow> {
  const [row] = await deps.db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound('News');
  if (reviewsEveryStory(staff)) return row;
  if (row.staffAuthorId !== staff.id) throw forbidden('Authors may work only on their own stories');
  if (change && !AUTHOR_EDITABLE.includes(row.status)) throw forbidden('This story was reviewed by an editor: only editors may change it now');
  return row;
}

/** The status a write may set: an author writes drafts and submits them for review, never publishes or rejects. */
export function writableStatus(staff: StaffCaller, status: StoryStatus): number {
  if (!reviewsEveryStory(staff) && status !== 'draft' && status !== 'pending') throw forbidden('Only editors may publish stories');
  return STATUS_NUMBER[status];
}
