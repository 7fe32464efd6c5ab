import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The newsroom's staff, who sign in to the console at /admin (ADR 010). Apart from readers
 * (`users`): a reader's role grants nothing here, and a staff account is not a reader.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    role: text('role').notNull(),
    /** `scrypt$N=…,r=…,p=…$salt$hash` (identity/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** 1 active, 0 deactivated: a deactivated account keeps its name in the audit log. */
    status: integer('status').notNull().default(1),
    // The second factor (slice 3); here so that it needs no schema change.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** Failures in a row; the fifth locks the account. */
    failedSignins: integer('failed_signins').notNull().default(0),
    /** Locks so far: each one doubles the next lock's length. */
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Still the demo seed's published password. */
    demoPassword: boolean('demo_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('administrator', 'editor', 'author', 'moderator')`)],
);

/** A signed-in console: only the SHA-256 of its cookie is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** `active`, or `second_factor` while a code is awaited (slice 3). */
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; the idle end is `last_used_at` plus the idle time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Single-use secrets: the first administrator's setup token and password reset links. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    /** Null for the setup token, which belongs to nobody yet. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** `setup` or `reset_password`. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId)],
);

/** Second-factor recovery codes (slice 3), hashed, each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);
