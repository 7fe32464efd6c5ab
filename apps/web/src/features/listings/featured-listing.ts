import type { FeaturedSectionFields } from '@newsroom/contract/featured-sections';
import { cache } from 'react';
import { sectionPage } from '../../components/section-cards';
import { decodeSegment } from '../../routing/paths';
import { featuredSectionPath, pageNumber } from '../../routing/screen-paths';
import { readData, readList } from '../../server-data/api';
import { pageContext } from '../../server-data/page-context';
import type { LanguageTable } from '../../server-data/site';
import { featureSwitches, showsBreakingNews } from '../../layout/feature-switches';
import type { Alternates } from '../../seo/page-metadata';
import type { Listing } from './listing-screen';
import { LISTING_PAGE_SIZE, pageCount, pageOffset } from '../../components/paging';

/** The home page reads the sections with the same parameters, so both share the API's read cache. */
export const HOME_SECTIONS_LIMIT = 20;

/**
 * The same section in the other languages. Sections carry no link between languages, so the
 * match is the same slug, else the same place on the home page (row_order), as for categories.
 */
async function sectionAlternates(table: LanguageTable, section: FeaturedSectionFields): Promise<Alternates> {
  const alternates: Alternates = {};
  await Promise.all(
    table.languages.map(async (language) => {
      if (language.id === section.language_id) {
        alternates[language.code] = featuredSectionPath(language, section.slug);
        return;
      }
      const { items } = await readList('get_featured_sections_website', { language_id: language.id, limit: HOME_SECTIONS_LIMIT });
      const match = items.find((candidate) => candidate.slug === section.slug) ?? items.find((candidate) => candidate.row_order === section.row_order);
      if (match) alternates[language.code] = featuredSectionPath(language, match.slug);
    }),
  );
  return alternates;
}

export type FeaturedLoad = { listing: Listing; movedTo?: undefined } | { movedTo: string; listing?: undefined } | null;

/**
 * "View all" of a home page section: all its items, a page at a time. The API finds a section by
 * its slug in any language; its page lives under its own language.
 */
export const loadFeaturedListing = cache(async (lang: string, slug: string, pageSegment?: string): Promise<FeaturedLoad> => {
  const context = await pageContext(lang);
  const page = pageNumber(pageSegment);
  if (!context || page === null) return null;
  const { language, table, cards } = context;
  // The API answers a list holding the one section.
  const [section] =
    (await readData('get_featured_section_by_id', {
      language_id: language.id,
      slug: decodeSegment(slug),
      offset: pageOffset(page),
      limit: LISTING_PAGE_SIZE,
    })) ?? [];
  if (!section) return null;
  if (showsBreakingNews(section) && !featureSwitches(context.settings).breakingNews) return null;
  const home = table.languages.find((candidate) => candidate.id === section.language_id);
  if (home && home.id !== language.id) return { movedTo: featuredSectionPath(home, section.slug, page) };
  const { items, total } = sectionPage(section, cards);
  const totalPages = pageCount(total);
  if (page > totalPages) return null;
  return {
    listing: {
      context,
      title: section.title,
      description: section.short_description,
      items,
      page,
      totalPages,
      pathOf: (n) => featuredSectionPath(language, section.slug, n),
      alternates: await sectionAlternates(table, section),
      seo: { title: section.meta_title, description: section.meta_description, keywords: section.meta_keyword, image: section.og_image },
    },
  };
});
