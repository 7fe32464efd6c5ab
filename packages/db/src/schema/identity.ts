import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** A JSON Web Key as `jose` exports it. */
export type StoredJwk = Record<string, unknown>;

/**
 * The built-in identity service's signing keys (ES256). Kept in the database so that every app
 * process signs and verifies identity tokens alike; the oldest key signs, any listed key verifies.
 */
export const identityKeys = pgTable('identity_keys', {
  id: serial('id').primaryKey(),
  kid: text('kid').notNull().unique(),
  alg: text('alg').notNull().default('ES256'),
  publicJwk: jsonb('public_jwk').$type<StoredJwk>().notNull(),
  privateJwk: jsonb('private_jwk').$type<StoredJwk>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person known to the identity service. `uid` is what identity tokens carry and what the news
 * API stores as `users.firebase_id`; it is random and says nothing about the email or phone.
 */
export const identityAccounts = pgTable('identity_accounts', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  /** Lower-cased; null for accounts known only by phone or provider. */
  email: text('email').unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** E.164, e.g. +441234567890. */
  phone: text('phone').unique(),
  /** `scrypt$N=…,r=…,p=…$salt$hash`; null when the account has no password. */
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  /** Identity tokens issued before this second (Unix time) are refused: set by a password reset. */
  tokensValidAfter: bigint('tokens_valid_after', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time secrets: email link tokens (`verify_email`, `reset_password`) and phone codes
 * (`phone_signin`). Only a SHA-256 hash is stored, with the purpose, expiry and use time.
 */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => identityAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address or number the secret was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** A verification link sets the password chosen at the sign-up that sent it. */
    pendingPasswordHash: text('pending_password_hash'),
    /** Wrong guesses of a phone code; the code ends at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_codes_hash_idx').on(t.purpose, t.codeHash),
    index('identity_codes_target_idx').on(t.purpose, t.target),
    index('identity_codes_account_idx').on(t.accountId),
    index('identity_codes_expiry_idx').on(t.expiresAt),
  ],
);

/** An OpenID Connect provider's subject, linked to an identity account. */
export const identityProviderLinks = pgTable(
  'identity_provider_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('identity_provider_links_subject_key').on(t.issuer, t.subject), index('identity_provider_links_account_idx').on(t.accountId)],
);
