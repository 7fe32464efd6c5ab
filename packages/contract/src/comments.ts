import { z } from 'zod';
import { emptyList } from './envelope';
import { absoluteUrlOrEmpty, count, dateTime, rowId, rowIdOrZero, zeroOrOne, zeroOrOneNumber } from './json';
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
export const commentAuthor = z
  .object({
    id: rowId,
    name: z.string(),
    /** Absolute URL of the profile picture, or "". */
    profile: absoluteUrlOrEmpty,
  })
  .strict();
export type CommentAuthor = z.infer<typeof commentAuthor>;

const commentFields = {
  id: rowId,
  /** 0 for a top-level comment, else the top-level comment it replies to. */
  parent_id: rowIdOrZero,
  user_id: rowId,
  news_id: rowId,
  /** Plain text as the reader typed it, HTML-escaped (`htmlEscaped`); `typedText` decodes it. */
  message: z.string(),
  /** 1 visible (only visible comments are listed). */
  status: zeroOrOneNumber,
  /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: dateTime,
  total_like: count,
  total_dislike: count,
  /** "1" when the caller likes it; "0" otherwise and without a token. */
  like: zeroOrOne,
  /** "1" when the caller dislikes it; "0" otherwise and without a token. */
  dislike: zeroOrOne,
  /** The author's name and picture, flat beside the nested `user` (clients read either). */
  name: z.string(),
  profile: absoluteUrlOrEmpty,
  user: commentAuthor,
};

/** A reply: the same shape one level down, its own `replay` always empty. */
export const commentReply = z.object({ ...commentFields, replay: emptyList }).strict();
export type CommentReply = z.infer<typeof commentReply>;

const COMMENT_REPLY_EXAMPLE = {
  id: 91,
  parent_id: 90,
  user_id: 8,
  news_id: 42,
  message: 'Good to hear &amp; about time.',
  status: 1,
  date: '2024-03-02 11:05:12',
  total_like: 0,
  total_dislike: 0,
  like: '0' as const,
  dislike: '0' as const,
  name: 'Ben',
  profile: '',
  user: { id: 8, name: 'Ben', profile: '' },
  replay: [],
};

/** A top-level comment with its replies, oldest first (the list of a news item holds these). */
export const comment = z
  .object({ ...commentFields, replay: z.array(commentReply) })
  .strict()
  .meta({
    id: 'Comment',
    example: {
      ...COMMENT_REPLY_EXAMPLE,
      id: 90,
      parent_id: 0,
      user_id: 5,
      message: 'The boats are back!',
      date: '2024-03-02 10:40:00',
      total_like: 2,
      like: '1',
      name: 'Ada',
      profile: 'https://news.example.com/media/profiles/ada.webp',
      user: { id: 5, name: 'Ada', profile: 'https://news.example.com/media/profiles/ada.webp' },
      replay: [COMMENT_REPLY_EXAMPLE],
    },
  });
export type Comment = z.infer<typeof comment>;

// The `data` of each endpoint, named after its parameters: the writes that change a thread answer
// the refreshed page of the news item's comments.
export const getCommentByNewsData = z.array(comment);
export const setCommentData = z.array(comment);
export const deleteCommentData = emptyList;
export const setCommentLikeDislikeData = z.array(comment);
export const setFlagData = emptyList;

// Beside the list, `total_comment` (an addition): every comment a reader can see, replies
// included, the story's own `total_comment`; `total` stays the top-level count pages go by.
const shownComments = z.object({ total_comment: count }).strict();
export const getCommentByNewsExtra = shownComments;
export const setCommentExtra = shownComments;
export const setCommentLikeDislikeExtra = shownComments;
