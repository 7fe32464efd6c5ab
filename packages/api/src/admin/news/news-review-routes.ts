import { inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../../deps';
import { reviewStory, type Review, type Reviewed } from '../../news/news-review';
import { nudgePublishTimer } from '../../news/publish-timer';
import { defineAdminRoute } from '../core/admin-route';
import { newsRecord } from './news-records';
import { statusName } from './staff-story-rules';

/** What a review changes, as the audit log keeps it. */
const reviewed = (row: Reviewed['after']) => ({
  status: statusName(row.status),
  published_at: row.publishedAt.toISOString(),
  rejection_reason: row.rejectionReason,
});

async function review(deps: Deps, id: number, staffId: number, verdict: Review) {
  const { before, after } = await reviewStory(deps, id, staffId, verdict);
  nudgePublishTimer(deps);
  return {
    data: await newsRecord(deps, id),
    audit: { action: verdict.verdict, resource: 'news', recordId: id, before: reviewed(before), after: reviewed(after) },
  };
}

const approve = defineAdminRoute('news.approve', {
  invalidates: true,
  handle: ({ deps, params, staff }) => review(deps, params.id, staff.id, { verdict: 'approve' }),
});

const reject = defineAdminRoute('news.reject', {
  invalidates: true,
  handle: ({ deps, params, body, staff }) => review(deps, params.id, staff.id, { verdict: 'reject', reason: body.reason }),
});

/** The listed stories that exist, each reviewed on its own (each writer gets their own notification). */
async function reviewAll(deps: Deps, ids: number[], staffId: number, verdict: Review) {
  const found = await deps.db.select({ id: schema.news.id }).from(schema.news).where(inArray(schema.news.id, ids));
  const known = new Set(found.map((row) => row.id));
  const changed: number[] = [];
  for (const id of ids.filter((candidate) => known.has(candidate))) {
    const { before, after } = await reviewStory(deps, id, staffId, verdict);
    if (before.status !== after.status || before.rejectionReason !== after.rejectionReason) changed.push(id);
  }
  nudgePublishTimer(deps);
  const note = verdict.verdict === 'reject' ? { ids: changed, reason: verdict.reason } : { ids: changed };
  return { data: { ids: changed }, audit: { action: `bulk_${verdict.verdict}`, resource: 'news', recordId: changed.join(','), after: note } };
}

const bulkApprove = defineAdminRoute('news.bulkApprove', {
  invalidates: true,
  handle: ({ deps, body, staff }) => reviewAll(deps, body.ids, staff.id, { verdict: 'approve' }),
});

const bulkReject = defineAdminRoute('news.bulkReject', {
  invalidates: true,
  handle: ({ deps, body, staff }) => reviewAll(deps, body.ids, staff.id, { verdict: 'reject', reason: body.reason }),
});

export const newsReviewRoutes = [approve, reject, bulkApprove, bulkReject];
