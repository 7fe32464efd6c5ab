import type {
  FeaturedSection,
  GetFeaturedSectionByIdParams,
  GetFeaturedSectionsParams,
} from '@newsroom/contract/featured-sections';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { NewsItem } from '@newsroom/contract/news';
import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { featuredSectionAds } from '../ads/ad-items';
import { badRequest } from '../core/errors';
import { breakingNewsByIds } from '../breaking-news/breaking-news-items';
import { languageIdOrDefault } from '../languages/languages-service';
import { newsItemsByIds } from '../news/news-items';
import { readerContext } from './reader-context';
import { selectSectionItems, type CountMemo, type Page, type SectionSelection } from './section-items';
import { activeSection, sectionPage, toSectionFields, type SectionRow } from './section-rows';

/**
 * How many items each section shows on the home page; the section's own page ("view all",
 * get_featured_section_by_id) pages through the rest. Every web style lays out up to six.
 */
export const PREVIEW_ITEMS = 6;

type Coordinates = { latitude?: number; longitude?: number };

/**
 * Fills sections with their items in a fixed number of queries: per section one id query and
 * one (shared) count, then the items of all sections together, each id fetched once.
 */
async function fillSections(
  deps: Deps,
  rows: SectionRow[],
  caller: Caller | null,
  coordinates: Coordinates,
  page: (row: SectionRow) => Page,
): Promise<{ section: FeaturedSection; total: number }[]> {
  if (rows.length === 0) return [];
  const reader = await readerContext(deps, rows, caller, coordinates);
  const memo: CountMemo = new Map();
  const languageIds = [...new Set(rows.map((row) => row.languageId))];
  const [selections, adsByLanguage] = await Promise.all([
    Promise.all(rows.map((row) => selectSectionItems(deps, row, reader, page(row), memo))),
    Promise.all(languageIds.map((languageId) => featuredSectionAds(deps, languageId))),
  ]);

  const idsFrom = (source: SectionSelection['source']) => [...new Set(selections.filter((s) => s.source === source).flatMap((s) => s.ids))];
  const [newsItems, breakingItems] = await Promise.all([
    newsItemsByIds(deps, idsFrom('news'), caller),
    breakingNewsByIds(deps, idsFrom('breaking_news')),
  ]);
  const newsById = new Map(newsItems.map((item) => [item.id, item]));
  const breakingById = new Map(breakingItems.map((item) => [item.id, item]));
  const ads = new Map(adsByLanguage.flatMap((byLanguage) => [...byLanguage]));

  return rows.map((row, index) => {
    const selection = selections[index]!;
    const items: (NewsItem | BreakingNewsItem)[] = selection.ids.flatMap((id) => {
      const item = selection.source === 'news' ? newsById.get(id) : breakingById.get(id);
      return item ? [item] : [];
    });
    const ad = ads.get(row.id);
    const section = {
      ...toSectionFields(deps, row),
      [selection.key]: items,
      [`${selection.key}_total`]: selection.total,
      // Without an ad the key is left out: the mobile app fails on `ad_spaces: null`.
      ...(ad && { ad_spaces: ad }),
    };
    return { section: section as FeaturedSection, total: selection.total };
  });
}

/** The section a call names by `section_id` (an id or a slug) or by `slug`, if any. */
function namedSection(params: { section_id?: IdOrSlug; slug?: string }): IdOrSlug | undefined {
  return params.section_id ?? (params.slug !== undefined ? { slug: params.slug } : undefined);
}

/**
 * get_featured_sections_website: a page of the language's active sections in the editors'
 * order, each with its first items; or the one section named by `section_id`/`slug`.
 */
export async function listFeaturedSections(
  deps: Deps,
  params: GetFeaturedSectionsParams,
  caller: Caller | null,
): Promise<{ sections: FeaturedSection[]; total: number }> {
  const languageId = await languageIdOrDefault(deps, params.language_id);
  const preview = () => ({ offset: 0, limit: PREVIEW_ITEMS });
  const named = namedSection(params);
  if (named) {
    const row = await activeSection(deps, named);
    const filled = await fillSections(deps, [row], caller, params, preview);
    return { sections: filled.map((entry) => entry.section), total: 1 };
  }
  const { rows, total } = await sectionPage(deps, languageId, params.offset, params.limit);
  const filled = await fillSections(deps, rows, caller, params, preview);
  return { sections: filled.map((entry) => entry.section), total };
}

/** get_featured_section_by_id: one section with a page of its items and the count of them all. */
export async function featuredSectionWithItems(
  deps: Deps,
  params: GetFeaturedSectionByIdParams,
  caller: Caller | null,
): Promise<{ section: FeaturedSection; total: number }> {
  // An unknown language is still refused, even though the section names its own language.
  await languageIdOrDefault(deps, params.language_id);
  const named = namedSection(params);
  if (!named) throw badRequest('section_id is required');
  const row = await activeSection(deps, named);
  const [filled] = await fillSections(deps, [row], caller, params, () => ({ offset: params.offset, limit: params.limit }));
  return filled!;
}
