import { sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';

const { locations } = schema;
const EARTH_RADIUS_KM = 6371;

/** A location's great-circle (haversine) distance from a point, in kilometres, as SQL. */
export function distanceKmFrom(latitude: number, longitude: number) {
  return sql<number>`${EARTH_RADIUS_KM * 2} * asin(least(1, sqrt(
    power(sin(radians(${locations.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${locations.latitude})) * power(sin(radians(${locations.longitude} - ${longitude}) / 2), 2)
  )))`;
}

/**
 * The ids of locations within `radiusKm` of a point (haversine great-circle distance), as a query
 * that can be awaited or used as a subquery in `inArray`.
 */
export function locationsNear(deps: Deps, latitude: number, longitude: number, radiusKm: number) {
  return deps.db.select({ id: locations.id }).from(locations).where(sql`${distanceKmFrom(latitude, longitude)} <= ${radiusKm}`);
}
