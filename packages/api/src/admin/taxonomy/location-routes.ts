import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminLocationRecord } from '@newsroom/contract/admin/taxonomy-tags-locations';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { siteSettings } from '../../settings/site-settings';
import { distanceKmFrom } from '../../taxonomy/locations-near';
import { defineAdminRoute } from '../core/admin-route';
import { likePattern, newsColumn, storyCounts } from './taxonomy-shared';

const { locations } = schema;
type LocationRow = typeof locations.$inferSelect;

const SORT = { location_name: locations.locationName, id: locations.id };
/** The radius check lists the nearest ones; a point in a dense city could otherwise list thousands. */
const NEAR_LIMIT = 100;

async function records(deps: HandlerDeps, rows: LocationRow[]): Promise<AdminLocationRecord[]> {
  const counts = await storyCounts(deps, newsColumn.location, schema.news, rows.map((row) => row.id));
  return rows.map((row) => ({ id: row.id, location_name: row.locationName, latitude: row.latitude, longitude: row.longitude, news_count: counts.get(row.id) ?? 0 }));
}

async function existing(deps: HandlerDeps, id: number): Promise<LocationRow> {
  const [row] = await deps.db.select().from(locations).where(eq(locations.id, id)).limit(1);
  if (!row) throw notFound('Location');
  return row;
}

const audited = ({ id: _id, ...row }: LocationRow) => row;

/**
 * The same distance and radius the public location news uses (`locationsNear`, setting
 * `nearest_location_measure`), so the console shows exactly the places a reader there is given.
 */
const near = defineAdminRoute('locations.near', {
  async handle({ deps, query }) {
    const radiusKm = query.radius_km ?? (await siteSettings(deps)).nearestLocationKm;
    const distance = distanceKmFrom(query.latitude, query.longitude);
    const rows = await deps.db
      .select({ id: locations.id, location_name: locations.locationName, latitude: locations.latitude, longitude: locations.longitude, distance_km: distance })
      .from(locations)
      .where(sql`${distance} <= ${radiusKm}`)
      .orderBy(distance, asc(locations.id))
      .limit(NEAR_LIMIT);
    return { data: { radius_km: radiusKm, locations: rows.map((row) => ({ ...row, distance_km: Math.round(Number(row.distance_km) * 10) / 10 })) } };
  },
});

const list = defineAdminRoute('locations.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.q) conditions.push(ilike(locations.locationName, likePattern(filter.q)));
    if (filter.id) conditions.push(inArray(locations.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db.select().from(locations).where(where).orderBy(direction(SORT[query.sort]), direction(locations.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(locations).where(where);
    return { data: await records(deps, rows), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('locations.get', { handle: async ({ deps, params }) => ({ data: (await records(deps, [await existing(deps, params.id)]))[0]! }) });

const create = defineAdminRoute('locations.create', {
  invalidates: true,
  async handle({ deps, body }) {
    const [row] = await deps.db.insert(locations).values({ locationName: body.location_name, latitude: body.latitude, longitude: body.longitude }).returning();
    return { data: (await records(deps, [row!]))[0]!, status: 201, audit: { action: 'create', resource: 'locations', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('locations.update', {
  invalidates: true,
  async handle({ deps, params, body }) {
    const before = await existing(deps, params.id);
    const [after] = await deps.db.update(locations)
      .set({ locationName: body.location_name ?? before.locationName, latitude: body.latitude ?? before.latitude, longitude: body.longitude ?? before.longitude })
      .where(eq(locations.id, before.id)).returning();
    if (!after) throw notFound('Location');
    return { data: (await records(deps, [after]))[0]!, audit: { action: 'update', resource: 'locations', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

/** Its stories stay published, without a location (the foreign key sets it to null). */
const remove = defineAdminRoute('locations.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    await deps.db.delete(locations).where(eq(locations.id, before.id));
    return { data: {}, audit: { action: 'delete', resource: 'locations', recordId: before.id, before: audited(before) } };
  },
});

export const locationRoutes = [near, list, get, create, update, remove];
