import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../../deps';
import { badRequest } from '../../core/errors';
import { notifyBreakingNews } from '../../push/push-triggers';
import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { fieldError } from '../core/admin-errors';
import {
  auditedBreakingNews,
  deleteBreakingNews,
  existingBreakingNews,
  listBreakingNewsForStaff,
  saveBreakingNews,
  setBreakingNewsStatus,
  toBreakingNewsRecord,
} from './breaking-news-admin';
import { auditedLiveStream, deleteLiveStream, existingLiveStream, listLiveStreamsForStaff, saveLiveStream, setLiveStreamStatus, toLiveStreamRecord } from './live-streams-admin';

/** A missing language would otherwise be a foreign-key failure, not a message under its input. */
async function requireSiteLanguage(deps: Deps, languageId: number): Promise<void> {
  const [row] = await deps.db.select({ id: schema.languages.id }).from(schema.languages).where(eq(schema.languages.id, languageId)).limit(1);
  if (!row) throw fieldError('language_id', 'is not a site language');
}

const breakingRoutes = [
  defineAdminRoute('breakingNews.list', { handle: async ({ deps, query }) => listBreakingNewsForStaff(deps, query) }),
  defineAdminRoute('breakingNews.get', { handle: async ({ deps, params }) => ({ data: toBreakingNewsRecord(deps, await existingBreakingNews(deps, params.id)) }) }),
  defineAdminRoute('breakingNews.create', {
    invalidates: true,
    async handle({ deps, body, files }) {
      await requireSiteLanguage(deps, body.language_id);
      const row = await saveBreakingNews(deps, body, files);
      return { data: toBreakingNewsRecord(deps, row), status: 201, audit: { action: 'create', resource: 'breaking-news', recordId: row.id, after: auditedBreakingNews(row) } };
    },
  }),
  defineAdminRoute('breakingNews.update', {
    invalidates: true,
    async handle({ deps, params, body, files }) {
      const before = await existingBreakingNews(deps, params.id);
      await requireSiteLanguage(deps, body.language_id);
      const row = await saveBreakingNews(deps, body, files, before);
      const audit = { action: 'update', resource: 'breaking-news', recordId: row.id, before: auditedBreakingNews(before), after: auditedBreakingNews(row) };
      return { data: toBreakingNewsRecord(deps, row), audit };
    },
  }),
  defineAdminRoute('breakingNews.delete', {
    invalidates: true,
    async handle({ deps, params }) {
      const row = await deleteBreakingNews(deps, params.id);
      return { data: {}, audit: { action: 'delete', resource: 'breaking-news', recordId: row.id, before: auditedBreakingNews(row) } };
    },
  }),
  defineAdminRoute('breakingNews.bulkStatus', {
    invalidates: true,
    async handle({ deps, body }) {
      const changed = await setBreakingNewsStatus(deps, body.ids, body.status);
      const audit = { action: body.status === 1 ? 'open' : 'close', resource: 'breaking-news', recordId: changed.join(','), after: { ids: changed, status: body.status } };
      return { data: { changed: changed.length }, audit };
    },
  }),
  defineAdminRoute('breakingNews.push', {
    async handle({ deps, params }) {
      const row = await existingBreakingNews(deps, params.id);
      // A closed item's link would open on nothing readers can find in the ticker.
      if (row.status !== 1) throw badRequest('Open this breaking news item before sending it as a push');
      const notificationId = await notifyBreakingNews(deps, row.id);
      return { data: { notification_id: notificationId }, audit: { action: 'push', resource: 'breaking-news', recordId: row.id, after: { notification_id: notificationId } } };
    },
  }),
];

const streamRoutes = [
  defineAdminRoute('liveStreams.list', { handle: async ({ deps, query }) => listLiveStreamsForStaff(deps, query) }),
  defineAdminRoute('liveStreams.get', { handle: async ({ deps, params }) => ({ data: toLiveStreamRecord(deps, await existingLiveStream(deps, params.id)) }) }),
  defineAdminRoute('liveStreams.create', {
    invalidates: true,
    async handle({ deps, body, files }) {
      await requireSiteLanguage(deps, body.language_id);
      const row = await saveLiveStream(deps, body, files);
      return { data: toLiveStreamRecord(deps, row), status: 201, audit: { action: 'create', resource: 'live-streams', recordId: row.id, after: auditedLiveStream(row) } };
    },
  }),
  defineAdminRoute('liveStreams.update', {
    invalidates: true,
    async handle({ deps, params, body, files }) {
      const before = await existingLiveStream(deps, params.id);
      await requireSiteLanguage(deps, body.language_id);
      const row = await saveLiveStream(deps, body, files, before);
      return { data: toLiveStreamRecord(deps, row), audit: { action: 'update', resource: 'live-streams', recordId: row.id, before: auditedLiveStream(before), after: auditedLiveStream(row) } };
    },
  }),
  defineAdminRoute('liveStreams.delete', {
    invalidates: true,
    async handle({ deps, params }) {
      const row = await deleteLiveStream(deps, params.id);
      return { data: {}, audit: { action: 'delete', resource: 'live-streams', recordId: row.id, before: auditedLiveStream(row) } };
    },
  }),
  defineAdminRoute('liveStreams.bulkStatus', {
    invalidates: true,
    async handle({ deps, body }) {
      const changed = await setLiveStreamStatus(deps, body.ids, body.status);
      const audit = { action: body.status === 1 ? 'on_air' : 'end', resource: 'live-streams', recordId: changed.join(','), after: { ids: changed, status: body.status } };
      return { data: { changed: changed.length }, audit };
    },
  }),
];

export const liveCoverageRoutes: AdminRoute[] = [...breakingRoutes, ...streamRoutes] as AdminRoute[];
