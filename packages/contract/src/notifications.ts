import { z } from 'zod';
import { emptyList } from './envelope';
import { absoluteUrlOrEmpty, count, dateTime, rowId, rowIdOrZero, zeroOrOne } from './json';
import { absentWhenEmpty, id, idList, languageId, oneOf, paging, readParams } from './params';

export const getNotificationParams = readParams({ ...languageId, ...paging });

export const getUserNotificationParams = readParams({
  user_id: id().optional(),
  // The language the notifications' sentences are worded in (they are stored in English).
  ...languageId,
  ...paging,
});

export const deleteUserNotificationParams = z.object({
  user_id: id().optional(),
  /** Comma list of the caller's notification ids. */
  id: idList().refine((ids) => ids.length > 0, 'must list at least one id'),
});

/**
 * Marks personal notifications read: the listed ones (`id`, a comma list of the caller's), or
 * every one of the caller's (`all=1`), never both.
 */
export const setUserNotificationReadParams = z
  .object({
    user_id: id().optional(),
    id: absentWhenEmpty(idList().refine((ids) => ids.length > 0, 'must list at least one id').optional()),
    all: absentWhenEmpty(oneOf(['1']).optional()),
  })
  .superRefine((params, ctx) => {
    if (params.id === undefined && params.all === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'is required' });
    if (params.id !== undefined && params.all !== undefined) ctx.addIssue({ code: 'custom', path: ['all'], message: 'must not be sent with id' });
  });

/** A notification sent to every reader of a language (`default`) or of a category (`category`). */
export const notification = z
  .object({
    id: rowId,
    language_id: rowId,
    /** The category as a string, "0" when none (existing clients compare it as a string). */
    category_id: z.string().regex(/^\d+$/),
    /** 0 when none. */
    subcategory_id: rowIdOrZero,
    /** 0 when none. */
    news_id: rowIdOrZero,
    title: z.string(),
    message: z.string(),
    type: z.enum(['default', 'category']),
    /** Absolute URL, or "". */
    image: absoluteUrlOrEmpty,
    /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
    date_sent: dateTime,
    /** The linked news item; `{id: 0, title: "", slug: ""}` when none. */
    news: z.object({ id: rowIdOrZero, title: z.string(), slug: z.string() }).strict(),
    /** The category; `{id: 0, category_name: ""}` when none. */
    category: z.object({ id: rowIdOrZero, category_name: z.string() }).strict(),
  })
  .strict()
  .meta({
    id: 'Notification',
    example: {
      id: 17,
      language_id: 1,
      category_id: '3',
      subcategory_id: 0,
      news_id: 42,
      title: 'Harbour reopens',
      message: 'The harbour opened again this morning.',
      type: 'category',
      image: 'https://news.example.com/media/notifications/harbour.webp',
      date_sent: '2024-03-02 09:45:00',
      news: { id: 42, title: 'Harbour reopens after the storm', slug: 'harbour-reopens-after-the-storm' },
      category: { id: 3, category_name: 'Politics' },
    },
  });
export type Notification = z.infer<typeof notification>;

/**
 * Kinds of personal notification: a reply to the reader's comment, or a like of it; and the
 * newsroom's review of the reader's story (`news_approved`, `news_rejected` with the editor's
 * reason in `message`), which have no sender (`sender_id` 0).
 */
export const userNotificationType = z.enum(['comment', 'comment_like', 'news_approved', 'news_rejected']);
export type UserNotificationType = z.infer<typeof userNotificationType>;

/** A personal notification of the signed-in reader. */
export const userNotification = z
  .object({
    id: rowId,
    /** The reader it is for. */
    user_id: rowId,
    /** The reader who replied or liked; 0 for the newsroom (a review of the reader's story). */
    sender_id: rowIdOrZero,
    type: userNotificationType,
    /** Worded in the answer's language. */
    message: z.string(),
    /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
    date: dateTime,
    news_id: rowId,
    /** Who sent it, for showing a name and picture. */
    sender: z.object({ id: rowIdOrZero, name: z.string(), profile: absoluteUrlOrEmpty }).strict(),
    /** The news item it is about, for linking to it. */
    news: z.object({ id: rowId, title: z.string(), slug: z.string() }).strict(),
    /** The comment it leads to (the reply, or the liked comment); 0 when unknown or deleted. */
    comment_id: rowIdOrZero,
    /** "1" once the reader opened it or marked it read. */
    is_read: zeroOrOne,
  })
  .strict()
  .meta({
    id: 'UserNotification',
    example: {
      id: 301,
      user_id: 5,
      sender_id: 8,
      type: 'comment',
      message: 'Ben replied to your comment',
      date: '2024-03-02 11:05:12',
      news_id: 42,
      sender: { id: 8, name: 'Ben', profile: '' },
      news: { id: 42, title: 'Harbour reopens after the storm', slug: 'harbour-reopens-after-the-storm' },
      comment_id: 977,
      is_read: '0',
    },
  });
export type UserNotification = z.infer<typeof userNotification>;

// The `data` of each endpoint, named after its parameters.
export const getNotificationData = z.array(notification);
export const getUserNotificationData = z.array(userNotification);
/** Beside the list: how many of all the reader's notifications are unread (the header's badge). */
export const getUserNotificationExtra = z.object({ unread: count }).strict();
export const deleteUserNotificationData = emptyList;
/** The reader's unread count after the change, so a client's badge needs no second call. */
export const setUserNotificationReadData = z.object({ unread: count }).strict();
