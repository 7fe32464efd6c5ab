import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { RegisteredDevice } from '@newsroom/contract/push';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { languageIdOrDefault } from '../languages/languages-service';
import { DEVICE_LIMITS, takeOrRefuse } from './device-limits';

const { deviceTokens } = schema;

export interface DeviceRegistration {
  languageId: number;
  token: string;
  latitude?: number;
  longitude?: number;
  /** Left out: unchanged (a new device wants breaking news and follows no category). */
  breakingNews?: boolean;
  categoryIds?: number[];
}

/**
 * Stores a device's push token, or refreshes it when the device registers again (one row per
 * token). The device belongs to whoever registered it last: a signed-out registration unlinks it,
 * so personal notifications stop reaching a browser its reader signed out of. A registration
 * without a position keeps the last known one. Each registration moves `updated_at`, the day the
 * device was last seen: the database upkeep forgets devices not seen for 270 days.
 *
 * The address's limits are counted before any database work; a token not stored yet also
 * counts as a new device. Two first registrations of one token at once may both count as new:
 * that errs towards refusing, never towards more rows.
 */
export async function registerDevice(deps: Deps, registration: DeviceRegistration, user: Caller | null, address: string): Promise<RegisteredDevice> {
  await takeOrRefuse(deps, DEVICE_LIMITS.registrationsPerAddress, address);
  const languageId = await languageIdOrDefault(deps, registration.languageId);
  const [known] = await deps.db.select({ id: deviceTokens.id }).from(deviceTokens).where(eq(deviceTokens.token, registration.token)).limit(1);
  if (!known) await takeOrRefuse(deps, DEVICE_LIMITS.newDevicesPerAddress, address);

  const values = {
    token: registration.token,
    languageId,
    userId: user?.id ?? null,
    latitude: registration.latitude ?? null,
    longitude: registration.longitude ?? null,
    ...(registration.breakingNews === undefined ? {} : { breakingNews: registration.breakingNews }),
    ...(registration.categoryIds === undefined ? {} : { categoryIds: registration.categoryIds }),
  };
  const [row] = await deps.db
    .insert(deviceTokens)
    .values(values)
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: {
        languageId: values.languageId,
        userId: values.userId,
        latitude: sql`coalesce(excluded.latitude, ${deviceTokens.latitude})`,
        longitude: sql`coalesce(excluded.longitude, ${deviceTokens.longitude})`,
        ...(values.breakingNews === undefined ? {} : { breakingNews: values.breakingNews }),
        ...(values.categoryIds === undefined ? {} : { categoryIds: values.categoryIds }),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: deviceTokens.id, languageId: deviceTokens.languageId });
  if (!row) throw new Error('device token was not stored');
  return { id: row.id, language_id: row.languageId };
}

/**
 * Forgets the device with this token (its reader turned alerts off). Anyone holding the token
 * may: it is the device's own secret, as good as the subscription it names. Answers 1 when a
 * device went, 0 when none was stored.
 */
export async function forgetDevice(deps: Deps, token: string): Promise<0 | 1> {
  const gone = await deps.db.delete(deviceTokens).where(eq(deviceTokens.token, token)).returning({ id: deviceTokens.id });
  return gone.length > 0 ? 1 : 0;
}
