import { and, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { conflict, notFound } from '../../core/errors';
import { notifyStory } from '../../push/push-triggers';
import { removeOwnMedia } from '../../news/news-media';
import { removeStory } from '../../news/news-delete';
import { reviewStory } from '../../news/news-review';
import { nudgePublishTimer } from '../../news/publish-timer';
import { writeStory } from '../../news/story-write';
import { FieldErrors } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { auditedStory, newsRecord } from './news-records';
import { storyFor, writableStatus } from './staff-story-rules';
import { checkSendPush, storyFieldsOf, storyFilesOf } from './story-input';

const { news, newsImages } = schema;

const create = defineAdminRoute('news.create', {
  invalidates: true,
  async handle({ deps, body, files, staff }) {
    const status = writableStatus(staff, body.status);
    const now = new Date();
    const publishedAt = body.published_at ? new Date(body.published_at) : undefined;
    checkSendPush(body.send_push, status, publishedAt ?? now, now);
    const id = await writeStory(deps, null, storyFieldsOf(body), storyFilesOf(files), { kind: 'staff', staffId: staff.id, status, publishedAt });
    nudgePublishTimer(deps);
    if (body.send_push) await notifyStory(deps, id);
    const record = await newsRecord(deps, id);
    return { data: record, status: 201, audit: { action: 'create', resource: 'news', recordId: id, after: auditedStory(record) } };
  },
});

/**
 * Publishing a reader's story from the form is approving it: it goes through the review, so its
 * writer is told, as from the approval queue. A story published now for the first time takes
 * now as its time (a draft's creation time would bury it), unless the form set one.
 */
const update = defineAdminRoute('news.update', {
  invalidates: true,
  async handle({ deps, params, body, files, staff }) {
    const existing = await storyFor(deps, params.id, staff, true);
    if (body.updated_at && new Date(body.updated_at).getTime() !== existing.updatedAt.getTime()) {
      throw conflict('Someone else changed this story meanwhile; reload it and try again');
    }
    if (body.status === 'rejected' && existing.status !== NEWS_STATUS.rejected) throw new FieldErrors({ status: 'Reject a story with a reason, from its list or the approval queue' });
    const before = await newsRecord(deps, existing.id);
    const now = new Date();
    const requested = body.status === undefined ? existing.status : writableStatus(staff, body.status);
    const publishes = requested === NEWS_STATUS.published && existing.status !== NEWS_STATUS.published;
    const approves = publishes && existing.userId !== null;
    // The form sends the record back whole: an unchanged time is no choice of the editor's.
    const chosenTime = body.published_at && Date.parse(body.published_at) !== existing.publishedAt.getTime() ? new Date(body.published_at) : undefined;
    const publishedAt = chosenTime ?? (publishes ? now : undefined);
    checkSendPush(body.send_push, requested, publishedAt ?? existing.publishedAt, now);
    const status = approves ? existing.status : requested;
    // An expired story keeps its past last day unless the form changes it (only a new day must not be past).
    const fields = { ...storyFieldsOf(body), ...(body.show_till === existing.showTill ? { showTill: undefined } : {}) };
    await writeStory(deps, existing, fields, storyFilesOf(files), { kind: 'staff', staffId: staff.id, status, publishedAt });
    if (approves) await reviewStory(deps, existing.id, staff.id, { verdict: 'approve' }, now);
    nudgePublishTimer(deps);
    if (body.send_push) await notifyStory(deps, existing.id);
    const after = await newsRecord(deps, existing.id);
    return { data: after, audit: { action: 'update', resource: 'news', recordId: existing.id, before: auditedStory(before), after: auditedStory(after) } };
  },
});

const remove = defineAdminRoute('news.delete', {
  invalidates: true,
  async handle({ deps, params, staff }) {
    const row = await storyFor(deps, params.id, staff, true);
    const before = await newsRecord(deps, row.id);
    await removeStory(deps, row);
    return { data: {}, audit: { action: 'delete', resource: 'news', recordId: row.id, before: auditedStory(before) } };
  },
});

/** Each story by the single delete's rules: an author's bulk delete skips what is not theirs to delete. */
const bulkDelete = defineAdminRoute('news.bulkDelete', {
  invalidates: true,
  async handle({ deps, body, staff }) {
    const deleted: number[] = [];
    const titles: string[] = [];
    for (const id of body.ids) {
      const row = await storyFor(deps, id, staff, true).catch(() => null);
      if (!row) continue;
      await removeStory(deps, row);
      deleted.push(row.id);
      titles.push(row.title);
    }
    return { data: { ids: deleted }, audit: { action: 'bulk_delete', resource: 'news', recordId: deleted.join(','), before: { ids: deleted, titles } } };
  },
});

const deleteImage = defineAdminRoute('news.deleteImage', {
  invalidates: true,
  async handle({ deps, params, staff }) {
    const row = await storyFor(deps, params.id, staff, true);
    const before = await newsRecord(deps, row.id);
    const [image] = await deps.db.delete(newsImages).where(and(eq(newsImages.id, params.imageId), eq(newsImages.newsId, row.id))).returning();
    if (!image) throw notFound('News image');
    await deps.db.update(news).set({ updatedAt: new Date() }).where(eq(news.id, row.id));
    await removeOwnMedia(deps, [image.otherImage]);
    const after = await newsRecord(deps, row.id);
    return { data: after, audit: { action: 'delete_image', resource: 'news', recordId: row.id, before: { gallery: before.gallery }, after: { gallery: after.gallery } } };
  },
});

export const newsWriteRoutes = [create, update, remove, bulkDelete, deleteImage];
