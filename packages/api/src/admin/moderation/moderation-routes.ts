import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { FOREVER_BAN } from '@newsroom/contract/admin/moderation';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { deleteComments, setCommentsStatus } from '../../comments/comment-moderation';
import { HIDDEN_COMMENT, SHOWN_COMMENT } from '../../comments/comment-status';
import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { listFlagQueue, listModeratedComments, oneModeratedComment } from './moderated-comments';

const flags = defineAdminRoute('moderation.flags', { handle: async ({ deps, query }) => listFlagQueue(deps, query) });
const comments = defineAdminRoute('moderation.comments', { handle: async ({ deps, query }) => listModeratedComments(deps, query) });
const comment = defineAdminRoute('moderation.comment', { handle: async ({ deps, params }) => ({ data: await oneModeratedComment(deps, params.id) }) });

const approve = defineAdminRoute('moderation.approve', {
  invalidates: true,
  async handle({ deps, body }) {
    const done = await setCommentsStatus(deps, body.ids, SHOWN_COMMENT);
    return { data: { count: done.count }, audit: { action: 'approve', resource: 'comments', recordId: body.ids.join(','), before: done.before, after: done.after } };
  },
});

const hide = defineAdminRoute('moderation.hide', {
  invalidates: true,
  async handle({ deps, body }) {
    const done = await setCommentsStatus(deps, body.ids, HIDDEN_COMMENT);
    return { data: { count: done.count }, audit: { action: 'hide', resource: 'comments', recordId: body.ids.join(','), before: done.before, after: done.after } };
  },
});

const remove = defineAdminRoute('moderation.delete', {
  invalidates: true,
  async handle({ deps, body }) {
    const done = await deleteComments(deps, body.ids);
    return { data: { count: done.count }, audit: { action: 'delete', resource: 'comments', recordId: body.ids.join(','), before: done.before, after: done.after } };
  },
});

/** Sets or lifts a reader's comment ban; the reason lives in the audit entry only. */
async function setBan(deps: HandlerDeps, readerId: number, until: Date | null) {
  const [before] = await deps.db.select({ until: schema.users.commentBannedUntil }).from(schema.users).where(eq(schema.users.id, readerId)).limit(1);
  if (!before) throw notFound('User');
  await deps.db.update(schema.users).set({ commentBannedUntil: until }).where(eq(schema.users.id, readerId));
  const data = { id: readerId, comment_banned_until: until?.toISOString() ?? null };
  return { data, before: { comment_banned_until: before.until?.toISOString() ?? null } };
}

const ban = defineAdminRoute('moderation.ban', {
  async handle({ deps, params, body }) {
    const until = new Date(body.forever ? FOREVER_BAN : body.until!);
    const { data, before } = await setBan(deps, params.id, until);
    const after = { comment_banned_until: data.comment_banned_until, reason: body.reason || null };
    return { data, audit: { action: 'comment_ban', resource: 'readers', recordId: params.id, before, after } };
  },
});

const unban = defineAdminRoute('moderation.unban', {
  async handle({ deps, params }) {
    const { data, before } = await setBan(deps, params.id, null);
    return { data, audit: { action: 'comment_unban', resource: 'readers', recordId: params.id, before, after: { comment_banned_until: null } } };
  },
});

/** Comment moderation (issue 16). */
export const moderationRoutes: AdminRoute[] = [flags, comments, comment, approve, hide, remove, ban, unban] as AdminRoute[];
