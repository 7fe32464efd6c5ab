import { eq } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';

/** What triggered a push, which also says who may get it (docs/push.md, Targeting). */
export type PushKind = 'general' | 'breaking' | 'story' | 'personal';

export interface NotificationToSend {
  kind: PushKind;
  title: string;
  body?: string;
  /** The page it opens (absolute, or a path on the site). */
  url?: string;
  image?: string;
  data?: Record<string, string | number>;
  /** Only devices of this language; none: every language. */
  languageId?: number | null;
  /** Only devices following this category (or whose reader prefers it). */
  categoryId?: number | null;
  /** Only this reader's own devices (personal notifications). */
  userId?: number | null;
  /** Only devices within `radiusKm` of this position. */
  near?: { latitude: number; longitude: number; radiusKm: number } | null;
}

/** A database handle or an open transaction: a notification filed in a transaction is sent only if it commits. */
export type Writer = Pick<Db, 'insert' | 'select'>;

const wakeListeners = new Set<() => void>();

/** The queue workers of this process listen, so a new notification does not wait for their next look. */
export function onPushEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Queues a notification for sending: one row for it and the job that will fan it out to its
 * audience (ADR 009). Returns the notification's id, or null for a personal one whose reader has
 * no device (nothing would be sent). The queue workers do the rest.
 */
export async function sendNotification(db: Writer, notification: NotificationToSend): Promise<number | null> {
  if (notification.kind === 'personal') {
    if (notification.userId == null) throw new Error('a personal notification needs userId');
    const { deviceTokens } = schema;
    const found = await db.select({ id: deviceTokens.id }).from(deviceTokens).where(eq(deviceTokens.userId, notification.userId)).limit(1);
    if (found.length === 0) return null;
  }
  const [row] = await db
    .insert(schema.pushNotifications)
    .values({
      kind: notification.kind,
      title: notification.title,
      body: notification.body ?? '',
      url: notification.url ?? '',
      image: notification.image ?? '',
      data: notification.data ?? {},
      languageId: notification.languageId ?? null,
      categoryId: notification.categoryId ?? null,
      userId: notification.userId ?? null,
      latitude: notification.near?.latitude ?? null,
      longitude: notification.near?.longitude ?? null,
      radiusKm: notification.near?.radiusKm ?? null,
    })
    .returning({ id: schema.pushNotifications.id });
  if (!row) throw new Error('push notification was not stored');
  await db.insert(schema.pushJobs).values({ notificationId: row.id, kind: 'fan_out' });
  for (const wake of wakeListeners) wake();
  return row.id;
}
