import { z } from 'zod';
import { id, idList, languageId, paging, readParams } from './params';

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

/** A notification sent to every reader of a language (`default`) or of a category (`category`). */
export interface Notification {
  id: number;
  language_id: number;
  /** The category as a string, "0" when none (existing clients compare it as a string). */
  category_id: string;
  /** 0 when none. */
  subcategory_id: number;
  /** 0 when none. */
  news_id: number;
  title: string;
  message: string;
  type: 'default' | 'category';
  /** Absolute URL, or "". */
  image: string;
  /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date_sent: string;
  /** The linked news item; `{id: 0, title: "", slug: ""}` when none. */
  news: { id: number; title: string; slug: string };
  /** The category; `{id: 0, category_name: ""}` when none. */
  category: { id: number; category_name: string };
}

/** Kinds of personal notification: a reply to the reader's comment, or a like of it. */
export type UserNotificationType = 'comment' | 'comment_like';

/** A personal notification of the signed-in reader. */
export interface UserNotification {
  id: number;
  /** The reader it is for. */
  user_id: number;
  /** The reader who replied or liked. */
  sender_id: number;
  type: UserNotificationType;
  message: string;
  /** `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: string;
  news_id: number;
  /** Who sent it, for showing a name and picture. */
  sender: { id: number; name: string; profile: string };
  /** The news item it is about, for linking to it. */
  news: { id: number; title: string; slug: string };
}
