import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { todayIn } from '../core/dates';
import { siteSettings } from '../settings/site-settings';
import { locationsNear } from '../taxonomy/locations-near';
import { isPersonal, type ReaderContext } from './section-items';
import type { SectionRow } from './section-rows';

const { userCategories } = schema;

/** Ids of the locations within `radiusKm` of a point. */
async function locationIdsNear(deps: Deps, latitude: number, longitude: number, radiusKm: number): Promise<number[]> {
  const rows = await locationsNear(deps, latitude, longitude, radiusKm);
  return rows.map((row) => row.id);
}

async function preferredCategoryIds(deps: Deps, caller: Caller): Promise<number[]> {
  const rows = await deps.db.select({ id: userCategories.categoryId }).from(userCategories).where(eq(userCategories.userId, caller.id));
  return rows.map((row) => row.id);
}

/**
 * What narrows the sections' news for this call, read once for all sections: today's date, the
 * locations near the reader (only when coordinates are given and the site has location news
 * switched on) and the caller's preferred categories (only when a section is personalised).
 */
export async function readerContext(
  deps: Deps,
  sections: SectionRow[],
  caller: Caller | null,
  coordinates: { latitude?: number; longitude?: number },
): Promise<ReaderContext> {
  const settings = await siteSettings(deps);
  const { latitude, longitude } = coordinates;
  const byLocation = latitude !== undefined && longitude !== undefined && settings.switchOn('location_news_mode');
  const [nearbyLocationIds, preferred] = await Promise.all([
    byLocation ? locationIdsNear(deps, latitude, longitude, settings.nearestLocationKm) : Promise.resolve(null),
    caller && sections.some(isPersonal) ? preferredCategoryIds(deps, caller) : Promise.resolve([]),
  ]);
  return { today: todayIn(settings.timeZone), nearbyLocationIds, preferredCategoryIds: preferred };
}
