import { z } from 'zod';
import { text } from '../params';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/**
 * What readers see of a comment: `shown` (status 1), `hidden` by a moderator (0) or `waiting` for
 * one under pre-moderation (2). Only shown comments reach readers' lists and counts.
 */
export const COMMENT_STATUSES = ['shown', 'hidden', 'waiting'] as const;
export type CommentStatusName = (typeof COMMENT_STATUSES)[number];

const id = () => z.number().int().min(1).max(2_147_483_647);

/** One reader's report of a comment (`set_flag`), with their reason. */
export const commentFlagRecord = z
  .object({ id: id(), reason: z.string(), reader_id: id(), reader_name: z.string(), created_at: isoTime() })
  .strict();
export type CommentFlagRecord = z.infer<typeof commentFlagRecord>;

/** A comment as moderators see it: its writer, its story and every report against it, newest first. */
export const moderatedCommentRecord = z
  .object({
    id: id(),
    /** The top-level comment it answers, or null. */
    parent_id: id().nullable(),
    message: z.string(),
    status: z.enum(COMMENT_STATUSES),
    created_at: isoTime(),
    total_like: z.number().int().nonnegative(),
    total_dislike: z.number().int().nonnegative(),
    user_id: id(),
    user_name: z.string(),
    user_email: z.string(),
    /** Until when the writer may not comment (far future: for good); null when free. */
    user_banned_until: isoTime().nullable(),
    news_id: id(),
    news_title: z.string(),
    /** The comment on the reader site, `/<language>/news/<slug>#comment-<id>`. */
    story_path: z.string(),
    flag_count: z.number().int().nonnegative(),
    last_flagged_at: isoTime().nullable(),
    flags: z.array(commentFlagRecord),
  })
  .strict();
export type ModeratedCommentRecord = z.infer<typeof moderatedCommentRecord>;

const ids = () => z.array(id()).max(100);

/** Every comment: by story, writer, state or words. */
export const commentListQuery = listQuery(
  ['created_at', 'id'],
  z
    .object({
      q: z.string().max(100).optional(),
      news_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      status: z.enum(COMMENT_STATUSES).optional(),
      id: ids().optional(),
    })
    .strict(),
);

/** The flag queue: one row per reported comment, the most recently reported first. */
export const flagQueueQuery = listQuery(
  ['last_flagged_at', 'flag_count'],
  z
    .object({
      news_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      id: ids().optional(),
    })
    .strict(),
);

/** The comments one moderation action applies to, in one request and one transaction. */
export const commentIdsBody = z.object({ ids: ids().min(1) }).strict();
export const moderatedCountData = z.object({ count: z.number().int().nonnegative() }).strict();

/** The reason stays in the audit log, for the next moderator who wonders why. */
export const commentBanBody = z
  .object({
    /** When the reader may comment again; null with `forever`. */
    until: isoTime().nullable().default(null),
    forever: z.boolean().default(false),
    reason: text(500).default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.forever) return;
    if (body.until === null) ctx.addIssue({ code: 'custom', path: ['until'], message: 'is required unless the ban is for good' });
    else if (new Date(body.until).getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['until'], message: 'must be in the future' });
  });

export const commentBanData = z.object({ id: id(), comment_banned_until: isoTime().nullable() }).strict();

/** "For good" is kept as this far-future time, so one column answers both kinds of ban. */
export const FOREVER_BAN = '9999-12-31T00:00:00.000Z';
