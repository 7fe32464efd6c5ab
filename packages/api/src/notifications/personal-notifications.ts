import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { UserNotificationType } from '@newsroom/contract/notifications';
import { pushPersonalNotice } from '../push/push-personal';

/** A database handle or an open transaction: notifications are written with the change they report. */
type Writer = Pick<Db, 'insert' | 'select'>;

export interface PersonalNotice {
  /** The reader to notify. */
  userId: number;
  /** The reader who caused it; null for the newsroom (a review of the reader's story). */
  senderId: number | null;
  type: UserNotificationType;
  message: string;
  newsId: number;
  /** The comment it leads to: the reply itself, or the comment that was liked; null for none. */
  commentId: number | null;
}

/** Files a personal notification; nobody is notified about their own action. */
export async function notifyUser(db: Writer, notice: PersonalNotice): Promise<void> {
  if (notice.userId === notice.senderId) return;
  await db.insert(schema.userNotifications).values(notice);
  await pushPersonalNotice(db, notice);
}

/**
 * Files the notification unless the very same one (same reader, sender, kind, news and text)
 * was filed before, so toggling a like on and off does not notify the author again and again.
 */
export async function notifyUserOnce(db: Writer, notice: PersonalNotice): Promise<void> {
  if (notice.userId === notice.senderId) return;
  const [existing] = await db
    .select({ id: schema.userNotifications.id })
    .from(schema.userNotifications)
    .where(
      and(
        eq(schema.userNotifications.userId, notice.userId),
        notice.senderId === null ? isNull(schema.userNotifications.senderId) : eq(schema.userNotifications.senderId, notice.senderId),
        eq(schema.userNotifications.type, notice.type),
        eq(schema.userNotifications.newsId, notice.newsId),
        eq(schema.userNotifications.message, notice.message),
      ),
    )
    .limit(1);
  if (existing) return;
  await db.insert(schema.userNotifications).values(notice);
  await pushPersonalNotice(db, notice);
}

/** How a reader is named in a notification sentence. */
export async function senderName(db: Writer, userId: number): Promise<string> {
  const [row] = await db.select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  return row?.name.trim() || 'A reader';
}
