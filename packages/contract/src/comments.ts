import { z } from 'zod';
import { id, idOrSlug, int, oneOf, paging, readParams, text } from './params';

/** Longest comment a reader may post, counted after trimming. */
export const MAX_COMMENT_LENGTH = 2000;
/** Longest reason a reader may give when flagging a comment. */
export const MAX_FLAG_LENGTH = 500;

export const getCommentByNewsParams = readParams({
  /** The news item's id, or its slug. */
  news_id: idOrSlug(),
  ...paging,
});

export const setCommentParams = z.object({
  user_id: id().optional(),
  /** 0 or absent for a top-level comment; a reply to a reply attaches to the top-level comment. */
  parent_id: z.preprocess((value) => (value === '' ? undefined : value), int({ max: 2_147_483_647 }).default(0)),
  news_id: idOrSlug(),
  /** Plain text, stored as typed (control characters normalized); answered HTML-escaped. */
  message: text(MAX_COMMENT_LENGTH, 1),
  /** Accepted for compatibility; the comment belongs to the news item's language. */
  language_id: id().optional(),
  /** The page of the refreshed comment list that is returned. */
  ...paging,
});

export const deleteCommentParams = z.object({
  user_id: id().optional(),
  comment_id: id(),
});

export const setCommentLikeDislikeParams = z.object({
  user_id: id().optional(),
  comment_id: id(),
  /** 1 like, 2 dislike, 0 remove the caller's reaction. */
  status: oneOf(['0', '1', '2']).transform((value) => Number(value) as 0 | 1 | 2),
  language_id: id().optional(),
  ...paging,
});

export const setFlagParams = z.object({
  user_id: id().optional(),
  comment_id: id(),
  /** The news item the comment belongs to (id or slug). */
  news_id: idOrSlug(),
  /** Why the comment is reported. */
  message: text(MAX_FLAG_LENGTH, 1),
});

export type GetCommentByNewsParams = z.output<typeof getCommentByNewsParams>;

/** The author of a comment as shown next to it. */
export interface CommentAuthor {
  id: number;
  name: string;
  /** Absolute URL of the profile picture, or "". */
  profile: string;
}

/** A comment (top level or reply); the list of a news item holds top-level comments with their replies. */
export interface Comment {
  id: number;
  /** 0 for a top-level comment, else the top-level comment it replies to. */
  parent_id: number;
  user_id: number;
  news_id: number;
  /** Plain text as the reader typed it, HTML-escaped (`htmlEscaped`); `typedText` decodes it. */
  message: string;
  status: number;
  /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: string;
  total_like: number;
  total_dislike: number;
  /** "1" when the caller likes it; "0" otherwise and without a token. */
  like: '0' | '1';
  /** "1" when the caller dislikes it; "0" otherwise and without a token. */
  dislike: '0' | '1';
  name: string;
  profile: string;
  user: CommentAuthor;
  /** Replies, oldest first, one level deep (a reply's own `replay` is always empty). */
  replay: Comment[];
}
