import { asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { withoutAngleBrackets } from '@newsroom/contract/params';
import type { SignedInUser, User, UserCategoryReply, UserSignupParams, UserWithCategories } from '@newsroom/contract/users';
import { createSession } from '../auth/sessions';
import { formatDateTime } from '../core/dates';
import type { Deps } from '../deps';
import { DEACTIVATED_MESSAGE } from '../identity/accounts';
import { forbidden, notFound } from '../core/errors';
import { mediaUrl } from '../media/store';
import { storeImage } from '../media/uploads';
import { siteSettings } from '../settings/site-settings';
import { removeUploads } from './users-media';

type UserRow = typeof schema.users.$inferSelect;

/** What sign-up may record about the account besides the verified id. */
export type SignUpFields = Partial<Pick<UserSignupParams, 'name' | 'email' | 'mobile' | 'type' | 'profile' | 'fcm_id'>>;

export interface ProfileChanges {
  name: string;
  mobile?: string;
  email?: string;
}

/** Profile pictures are shown small (avatars, comment authors), so they are stored at most this wide. */
const PROFILE_MAX_WIDTH = 512;

/** The account as the API shows it; the token hash and other internals never leave the service. */
export function toUser(deps: Deps, row: UserRow, timeZone: string): User {
  return {
    id: row.id,
    firebase_id: row.firebaseId,
    name: row.name,
    type: row.type,
    email: row.email,
    mobile: row.mobile,
    profile: mediaUrl(deps.config.mediaBaseUrl, row.profile),
    fcm_id: row.fcmId,
    status: row.status,
    role: row.role,
    date: formatDateTime(row.createdAt, timeZone),
  };
}

async function userRow(deps: Deps, userId: number): Promise<UserRow> {
  const [row] = await deps.db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

/** The reader's preferred category ids as the contract's comma string, in id order. */
async function categoryIdsOf(deps: Deps, userId: number): Promise<string> {
  const rows = await deps.db
    .select({ categoryId: schema.userCategories.categoryId })
    .from(schema.userCategories)
    .where(eq(schema.userCategories.userId, userId))
    .orderBy(asc(schema.userCategories.categoryId));
  return rows.map((row) => row.categoryId).join(',');
}

export async function userWithCategories(deps: Deps, userId: number): Promise<UserWithCategories> {
  const [row, categoryIds, settings] = await Promise.all([userRow(deps, userId), categoryIdsOf(deps, userId), siteSettings(deps)]);
  // A list, as clients call `.map` on it: one entry with the comma string, none without a choice.
  return { ...toUser(deps, row, settings.timeZone), user_category: categoryIds === '' ? [] : [{ category_id: categoryIds }] };
}

/**
 * Signs in the account whose id the identity service has proven (`uid`): creates it on first
 * sign-in, otherwise records the new device token and fills profile fields that are still empty
 * (what the reader edited since is kept). A deactivated account is refused.
 */
export async function signUpVerifiedUser(deps: Deps, uid: string, fields: SignUpFields): Promise<SignedInUser> {
  const timeZone = (await siteSettings(deps)).timeZone;
  // The name may be the identity provider's, which cannot be refused: it may carry no markup.
  const name = withoutAngleBrackets(fields.name ?? '');
  let [existing] = await deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, uid)).limit(1);
  if (!existing) {
    const [created] = await deps.db
      .insert(schema.users)
      .values({
        firebaseId: uid,
        name,
        type: fields.type || 'email',
        email: fields.email ?? '',
        mobile: fields.mobile ?? '',
        profile: fields.profile ?? '',
        fcmId: fields.fcm_id ?? '',
      })
      // Two first sign-ins at once: the second finds the account the first created.
      .onConflictDoNothing({ target: schema.users.firebaseId })
      .returning();
    // is_login "1" marks a new account: clients then ask the reader to complete the profile.
    if (created) return { ...toUser(deps, created, timeZone), is_login: '1', token: await createSession(deps, created.id) };
    [existing] = await deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, uid)).limit(1);
    if (!existing) throw notFound('User');
  }
  if (existing.status !== 1) throw forbidden(DEACTIVATED_MESSAGE);

  const [updated] = await deps.db
    .update(schema.users)
    .set({
      type: fields.type || existing.type,
      fcmId: fields.fcm_id || existing.fcmId,
      name: existing.name || name,
      email: existing.email || fields.email || '',
      mobile: existing.mobile || fields.mobile || '',
      profile: existing.profile || fields.profile || '',
    })
    .where(eq(schema.users.id, existing.id))
    .returning();
  const row = updated ?? existing;
  // A returning reader gets no is_login: clients open "complete your profile" whenever the key is there.
  return { ...toUser(deps, row, timeZone), token: await createSession(deps, row.id) };
}

/** Changes the caller's own profile; a new picture replaces (and removes) the stored one. */
export async function updateProfile(deps: Deps, userId: number, changes: ProfileChanges, picture?: File): Promise<UserWithCategories> {
  const before = await userRow(deps, userId);
  const newPicture = picture ? await storeImage(deps, picture, 'profile', 'profiles', PROFILE_MAX_WIDTH) : undefined;
  try {
    await deps.db
      .update(schema.users)
      .set({
        name: changes.name,
        ...(changes.mobile !== undefined && { mobile: changes.mobile }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(newPicture !== undefined && { profile: newPicture }),
      })
      .where(eq(schema.users.id, userId));
  } catch (error) {
    await removeUploads(deps, [newPicture]);
    throw error;
  }
  if (newPicture !== undefined) await removeUploads(deps, [before.profile]);
  return userWithCategories(deps, userId);
}

/** Replaces the caller's preferred categories; `[0]` clears them. Every id must exist. */
export async function setUserCategories(deps: Deps, userId: number, categoryIds: number[]): Promise<UserCategoryReply> {
  const wanted = categoryIds.filter((categoryId) => categoryId !== 0).sort((a, b) => a - b);
  if (wanted.length > 0) {
    const found = await deps.db.select({ id: schema.categories.id }).from(schema.categories).where(inArray(schema.categories.id, wanted));
    const known = new Set(found.map((row) => row.id));
    const missing = wanted.find((categoryId) => !known.has(categoryId));
    if (missing !== undefined) throw notFound(`Category ${missing}`);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(schema.userCategories).where(eq(schema.userCategories.userId, userId));
    if (wanted.length > 0) {
      await tx
        .insert(schema.userCategories)
        .values(wanted.map((categoryId) => ({ userId, categoryId })))
        .onConflictDoNothing();
    }
  });
  return { user_category: { category_id: wanted.join(',') } };
}
