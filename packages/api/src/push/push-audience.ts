import { and, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';

const { deviceTokens: d, userCategories } = schema;

export interface Audience {
  kind: string;
  languageId: number | null;
  categoryId: number | null;
  userId: number | null;
  latitude: number | null;
  longitude: number | null;
  radiusKm: number | null;
}

/**
 * Which devices get a notification, as a condition on `device_tokens` (docs/push.md):
 * - personal: the reader's own devices, whatever their language or topics;
 * - a language narrows to devices of that language;
 * - breaking news reaches devices that want breaking news;
 * - a category reaches devices following it, and devices following none whose signed-in
 *   reader chose it among their categories (set_user_category);
 * - a position with a radius reaches devices known to be within it (great-circle distance);
 * - FCM registration tokens only when FCM is configured.
 */
export function audienceCondition(audience: Audience, fcmConfigured: boolean): SQL {
  const parts: (SQL | undefined)[] = [];
  if (audience.userId !== null) parts.push(sql`${d.userId} = ${audience.userId}`);
  if (audience.languageId !== null && audience.kind !== 'personal') parts.push(sql`${d.languageId} = ${audience.languageId}`);
  if (audience.kind === 'breaking') parts.push(sql`${d.breakingNews}`);
  if (audience.categoryId !== null) {
    parts.push(sql`(${audience.categoryId} = any(${d.categoryIds}) or (cardinality(${d.categoryIds}) = 0 and exists (
      select 1 from ${userCategories} where ${userCategories.userId} = ${d.userId} and ${userCategories.categoryId} = ${audience.categoryId})))`);
  }
  if (audience.latitude !== null && audience.longitude !== null && audience.radiusKm !== null) {
    parts.push(sql`${d.latitude} is not null and ${distanceKm(audience.latitude, audience.longitude)} <= ${audience.radiusKm}`);
  }
  if (!fcmConfigured) parts.push(sql`${d.token} like '{%'`);
  return and(...parts) ?? sql`true`;
}

/** Haversine distance from the device's position, in kilometres (Earth's mean radius). */
function distanceKm(latitude: number, longitude: number): SQL {
  return sql`(12742 * asin(sqrt(
    power(sin(radians(${d.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${d.latitude})) * power(sin(radians(${d.longitude} - ${longitude}::float8) / 2), 2))))`;
}
