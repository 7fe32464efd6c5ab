import { sql } from 'drizzle-orm';
import { bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site's VAPID key pair when none is given in the settings: made on first start and kept
 * here, so every process of a PostgreSQL deployment signs with the same key (browsers subscribe
 * with the public one, and a changed key would orphan every subscription). One row, id 1.
 */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A push message to send, with its audience and its delivery counts (docs/push.md, ADR 009).
 * `state` is `sending` until its last job is done, then `done`.
 */
export const pushNotifications = pgTable('push_notifications', {
  id: serial('id').primaryKey(),
  /** `general`, `breaking`, `story` or `personal`: what triggered it, and who may get it. */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  /** More fields for the page (news_id, notification id…), sent with the message. */
  data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
  // The audience; a null part does not narrow it.
  languageId: integer('language_id'),
  categoryId: integer('category_id'),
  userId: integer('user_id'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  radiusKm: doublePrecision('radius_km'),
  /** The last device id the fan-out has walked past: it resumes there after a restart. */
  fanOutAfter: integer('fan_out_after').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  state: text('state').notNull().default('sending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Work for the queue workers: a `fan_out` job walks the audience one page of devices at a time
 * and adds a `deliver` job per page; a `deliver` job sends to its devices. A job is claimed with
 * a lease (`locked_until`): a worker that dies leaves it to be claimed again once the lease ends.
 * Done jobs are deleted.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    deviceIds: integer('device_ids').array().notNull().default(sql`'{}'`),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    claims: integer('claims').notNull().default(0),
  },
  (t) => [index('push_jobs_run_after_idx').on(t.runAfter), index('push_jobs_notification_idx').on(t.notificationId)],
);

/**
 * One row per notification and device, written before the message is sent: a job taken again
 * after a crash skips every device that has a row, so no device gets a notification twice.
 * `state`: sending, sent, retry (waits for a retry job), failed, removed, lost (was being sent
 * when its worker died: not sent again). No foreign key to the device: a removed device keeps
 * its delivery history.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').notNull(),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.deviceId] })],
);
