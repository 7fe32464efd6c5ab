import { z } from 'zod';
import { ROLES } from '../roles';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/**
 * A reader's `users.role` by name. `admin` is the legacy site administrator of the apps: shown,
 * never granted from the console (staff accounts replaced it).
 */
export const READER_ROLES = { reader: ROLES.reader, admin: ROLES.admin, author: ROLES.author, trusted_author: ROLES.trustedAuthor } as const;
export type ReaderRole = keyof typeof READER_ROLES;
export const READER_ROLE_NAMES = Object.keys(READER_ROLES) as [ReaderRole, ...ReaderRole[]];

/** What the console may grant: writing with approval (`author`) or publishing at once (`trusted_author`). */
export const GRANTABLE_READER_ROLES = ['reader', 'author', 'trusted_author'] as const;

/** A comment's `status` by name: shown, hidden by a moderator, waiting for one (pre-moderation). */
export const READER_COMMENT_STATUSES = ['shown', 'hidden', 'waiting'] as const;
/** A story's `status` by name, as the news screens name it. */
export const READER_STORY_STATUSES = ['pending', 'published', 'rejected', 'draft'] as const;

const recordId = () => z.number().int().positive();

/** A reader's account as the list shows it: cheap columns only, no counts. */
export const readerRecord = z
  .object({
    id: recordId(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    /** How they sign in (`email`, `gmail`, `mobile`, …), as the apps send it. */
    type: z.string(),
    /** The profile picture's absolute address, or ''. */
    profile: z.string(),
    active: z.boolean(),
    role: z.enum(READER_ROLE_NAMES),
    /** Barred from commenting until then (far future: for good); null comments freely. */
    comment_banned_until: isoTime().nullable(),
    created_at: isoTime(),
  })
  .strict();
export type ReaderRecord = z.infer<typeof readerRecord>;

const count = () => z.number().int().nonnegative();

/** What a reader did on the site, counted for the profile only (a list row would cost a count each). */
export const readerActivity = z
  .object({
    comments: count(),
    /** Likes given to stories and to comments. */
    story_likes: count(),
    comment_likes: count(),
    bookmarks: count(),
    /** Stories written, by status. */
    stories: z.record(z.enum(READER_STORY_STATUSES), count()),
  })
  .strict();

export const readerProfile = readerRecord
  .extend({
    activity: readerActivity,
    recent_comments: z.array(
      z.object({ id: recordId(), news_id: recordId(), news_title: z.string(), message: z.string(), status: z.enum(READER_COMMENT_STATUSES), created_at: isoTime() }).strict(),
    ),
    recent_stories: z.array(z.object({ id: recordId(), title: z.string(), status: z.enum(READER_STORY_STATUSES), created_at: isoTime() }).strict()),
  })
  .strict();
export type ReaderProfile = z.infer<typeof readerProfile>;

export const readerListQuery = listQuery(
  ['created_at', 'name', 'id'],
  z
    .object({
      /** Part of the name, email address or phone number. */
      q: z.string().trim().max(100).optional(),
      active: z.boolean().optional(),
      role: z.enum(READER_ROLE_NAMES).optional(),
      /** Signed up on or after / before this time. */
      from: isoTime().optional(),
      to: isoTime().optional(),
      id: z.array(recordId().max(2_147_483_647)).max(100).optional(),
    })
    .strict(),
);

export const readerRoleBody = z.object({ role: z.enum(GRANTABLE_READER_ROLES) }).strict();
