import { z } from 'zod';
import { textWithoutTags } from '../params';
import { isoTime } from './answers';
import { listQuery } from './list-query';

const rowId = () => z.number().int().min(1).max(2_147_483_647);

/** Where a notification leads: the notifications page, a story, or a category's page. */
export const NOTIFICATION_LINKS = ['none', 'story', 'category'] as const;

/**
 * What a notification is now: waiting for its time, being pushed, pushed (counts final), or never
 * pushed (push was off, or the queue's history of it has been trimmed).
 */
export const NOTIFICATION_STATES = ['scheduled', 'sending', 'sent', 'not_pushed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The widest radius worth asking for: half the Earth's circumference reaches everyone anyway. */
export const MAX_RADIUS_KM = 20_000;

export const notificationRecord = z
  .object({
    id: rowId(),
    language_id: rowId(),
    title: z.string(),
    message: z.string(),
    /** Its address, or "" without one. */
    image: z.string(),
    link: z.enum(NOTIFICATION_LINKS),
    news_id: rowId().nullable(),
    /** The linked story's title; null when it is gone. */
    news_title: z.string().nullable(),
    category_id: rowId().nullable(),
    category_name: z.string().nullable(),
    /** Only the devices following `category_id` (or whose reader prefers it) get the push. */
    followers_only: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius_km: z.number().nullable(),
    /** When readers see it in the site's list: its sending time, or the time it is scheduled for. */
    sent_at: isoTime(),
    state: z.enum(NOTIFICATION_STATES),
    /** Devices reached, failed, and removed (gone at their push service); null while never pushed. */
    delivery: z.object({ sent: z.number().int().nonnegative(), failed: z.number().int().nonnegative(), removed: z.number().int().nonnegative() }).strict().nullable(),
    /** Who composed it; null for older rows or a removed staff account. */
    staff_name: z.string().nullable(),
  })
  .strict();
export type NotificationRecord = z.infer<typeof notificationRecord>;

const coordinate = (limit: number) => z.number().min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`);

/**
 * A notification as the console composes it; the image comes as a file. Its audience is always
 * its language's devices, narrowed by a category's followers and/or a circle around a point.
 * `scheduled_at` left out, or already past, sends it now.
 */
export const notificationBody = z
  .object({
    language_id: rowId(),
    title: textWithoutTags(200, 1),
    message: textWithoutTags(1000, 1),
    link: z.enum(NOTIFICATION_LINKS).default('none'),
    news_id: rowId().nullable().optional(),
    category_id: rowId().nullable().optional(),
    followers_only: z.boolean().default(false),
    latitude: coordinate(90).nullable().optional(),
    longitude: coordinate(180).nullable().optional(),
    radius_km: z.number().positive(`must be between 0 and ${MAX_RADIUS_KM}`).max(MAX_RADIUS_KM, `must be between 0 and ${MAX_RADIUS_KM}`).nullable().optional(),
    scheduled_at: isoTime().nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const required = (field: keyof typeof body, why = 'is required') => {
      if (body[field] === null || body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
    };
    if (body.link === 'story') required('news_id', 'pick the story it opens');
    if (body.link === 'category') required('category_id', 'pick the category it opens');
    if (body.followers_only) required('category_id', 'pick the category whose followers get it');
    // A circle needs its centre and its size; part of one would silently reach everyone.
    const place = [body.latitude, body.longitude, body.radius_km];
    if (place.some((value) => value !== null && value !== undefined)) {
      required('latitude', 'is required for a location');
      required('longitude', 'is required for a location');
      required('radius_km', 'is required for a location');
    }
  });
export type NotificationBody = z.output<typeof notificationBody>;

export const notificationListQuery = listQuery(
  ['sent_at', 'id'],
  z
    .object({
      q: z.string().max(100).optional(),
      language_id: z.coerce.number().int().positive().optional(),
      /** `scheduled`: not sent yet; `sent`: the rest. */
      state: z.enum(['scheduled', 'sent']).optional(),
      id: z.array(z.coerce.number().int().positive()).max(100).optional(),
    })
    .strict(),
);
