import { sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { RegisteredDevice } from '@newsroom/contract/push';
import type { Caller } from '../auth/sessions';
import type { Deps } from '../core/deps';

const { deviceTokens } = schema;

export interface DeviceRegistration {
  languageId: number;
  token: string;
  latitude?: number;
  longitude?: number;
}

/**
 * Stores a device's push token, or refreshes it when the device registers again (one row per
 * token). The device belongs to whoever registered it last: a signed-out registration unlinks it,
 * so personal notifications stop reaching a browser its reader signed out of. A registration
 * without a position keeps the last known one.
 */
export async function registerDevice(deps: Deps, registration: DeviceRegistration, user: Caller | null): Promise<RegisteredDevice> {
  const values = {
    token: registration.token,
    languageId: registration.languageId,
    userId: user?.id ?? null,
    latitude: registration.latitude ?? null,
    longitude: registration.longitude ?? null,
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
        updatedAt: new Date(),
      },
    })
    .returning({ id: deviceTokens.id, languageId: deviceTokens.languageId });
  if (!row) throw new Error('device token was not stored');
  return { id: row.id, language_id: row.languageId };
}
