import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdSpace, SectionAdSpace } from '@newsroom/contract/ads';
import type { Deps } from '../deps';
import { mediaUrl } from '../media/store';
import { siteToday } from '../news/news-items';

export type { AdSpace };
export type AdSpaceRow = typeof schema.adSpaces.$inferSelect;

export function toAdSpace(deps: Deps, row: AdSpaceRow): AdSpace {
  return {
    id: row.id,
    ad_space: row.adSpace,
    ad_image: mediaUrl(deps.config.mediaBaseUrl, row.adImage),
    web_ad_image: mediaUrl(deps.config.mediaBaseUrl, row.webAdImage),
    ad_url: row.adUrl,
  };
}

/**
 * An ad shows while it is switched on and today (the site's time zone, `YYYY-MM-DD`) lies within
 * its first and last day, both included; a missing day leaves that side open, so a campaign
 * booked ahead starts and ends by itself.
 */
export function adShowsOn(today: string): SQL {
  const ads = schema.adSpaces;
  return and(eq(ads.status, 1), or(isNull(ads.startsOn), lte(ads.startsOn, today)), or(isNull(ads.endsOn), gte(ads.endsOn, today)))!;
}

/**
 * Which of several ads in one place shows: a booked campaign (an ad with a first or last day)
 * before an open-ended house ad, so booking one needs no pausing of the other; then the oldest.
 */
function firstShown(): SQL[] {
  const ads = schema.adSpaces;
  return [asc(sql`(${ads.startsOn} is null and ${ads.endsOn} is null)`), asc(ads.createdAt), asc(ads.id)];
}

/** Active ads of one language in the given placements, in the order they claim their place (firstShown). */
export async function activeAdRows(deps: Deps, languageId: number, placements: string[]): Promise<AdSpaceRow[]> {
  const ads = schema.adSpaces;
  const today = await siteToday(deps);
  return deps.db
    .select()
    .from(ads)
    .where(and(eq(ads.languageId, languageId), inArray(ads.adSpace, placements), adShowsOn(today)))
    .orderBy(...firstShown());
}

/**
 * The ads placed after featured sections, keyed by the section's id. When several active ads
 * name the same section, the first by firstShown is shown.
 */
export async function featuredSectionAds(deps: Deps, languageId: number): Promise<Map<number, SectionAdSpace>> {
  const ads = schema.adSpaces;
  const today = await siteToday(deps);
  const rows = await deps.db
    .select()
    .from(ads)
    .where(and(eq(ads.languageId, languageId), eq(ads.adSpace, 'featured_section'), adShowsOn(today), isNotNull(ads.featuredSectionId)))
    .orderBy(...firstShown());
  const bySection = new Map<number, SectionAdSpace>();
  for (const row of rows) {
    const sectionId = row.featuredSectionId;
    // Clients show a section's ad only where ad_featured_section_id equals the section's id.
    if (sectionId !== null && !bySection.has(sectionId)) bySection.set(sectionId, { ...toAdSpace(deps, row), ad_featured_section_id: sectionId });
  }
  return bySection;
}
