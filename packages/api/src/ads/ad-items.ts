import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdSpace, SectionAdSpace } from '@newsroom/contract/ads';
import type { Deps } from '../deps';
import { mediaUrl } from '../media/store';

export type { AdSpace };
export type AdSpaceRow = typeof schema.adSpaces.$inferSelect;

export function toAdSpace(deps: Deps, row: AdSpaceRow): AdSpace {
  return {
    id: row.id,
    ad_space: row.adSpace,
    ad_image: mediaUrl(deps.config.publicUrl, row.adImage),
    web_ad_image: mediaUrl(deps.config.publicUrl, row.webAdImage),
    ad_url: row.adUrl,
  };
}

/** Active ads of one language in the given placements, oldest first (the first one placed wins). */
export async function activeAdRows(deps: Deps, languageId: number, placements: string[]): Promise<AdSpaceRow[]> {
  const ads = schema.adSpaces;
  return deps.db
    .select()
    .from(ads)
    .where(and(eq(ads.languageId, languageId), inArray(ads.adSpace, placements), eq(ads.status, 1)))
    .orderBy(asc(ads.createdAt), asc(ads.id));
}

/**
 * The ads placed after featured sections, keyed by the section's id. When several active ads
 * name the same section, the oldest is shown.
 */
export async function featuredSectionAds(deps: Deps, languageId: number): Promise<Map<number, SectionAdSpace>> {
  const ads = schema.adSpaces;
  const rows = await deps.db
    .select()
    .from(ads)
    .where(and(eq(ads.languageId, languageId), eq(ads.adSpace, 'featured_section'), eq(ads.status, 1), isNotNull(ads.featuredSectionId)))
    .orderBy(asc(ads.createdAt), asc(ads.id));
  const bySection = new Map<number, SectionAdSpace>();
  for (const row of rows) {
    const sectionId = row.featuredSectionId;
    // Clients show a section's ad only where ad_featured_section_id equals the section's id.
    if (sectionId !== null && !bySection.has(sectionId)) bySection.set(sectionId, { ...toAdSpace(deps, row), ad_featured_section_id: sectionId });
  }
  return bySection;
}
