import { cache } from 'react';
import { sectionPage } from '../../components/section-cards';
import { pageNumber, videoNewsPath } from '../../routing/screen-paths';
import { readData, readList } from '../../server-data/api';
import { pageContext } from '../../server-data/page-context';
import { featureSwitches, visibleSections } from '../../layout/feature-switches';
import { everyLanguage } from '../../seo/page-metadata';
import { HOME_SECTIONS_LIMIT } from './featured-listing';
import type { Listing } from './listing-screen';
import { LISTING_PAGE_SIZE, pageCount, pageOffset } from '../../components/paging';

/**
 * Video news: the items of the language's first `videos` section (the API selects video stories
 * only for those; get_news has no content-type filter), a page at a time. Without such a section
 * the page says there is nothing to show.
 */
export const loadVideoListing = cache(async (lang: string, pageSegment?: string): Promise<Listing | null> => {
  const context = await pageContext(lang);
  const page = pageNumber(pageSegment);
  if (!context || page === null) return null;
  const { language, table, text, cards } = context;
  const sections = await readList('get_featured_sections_website', { language_id: language.id, limit: HOME_SECTIONS_LIMIT });
  const [videos] = visibleSections(
    sections.items.filter((section) => section.news_type === 'videos'),
    featureSwitches(context.settings),
  );
  // The API answers a list holding the one section.
  const [section] = videos
    ? ((await readData('get_featured_section_by_id', { language_id: language.id, section_id: videos.id, offset: pageOffset(page), limit: LISTING_PAGE_SIZE })) ?? [])
    : [];
  const { items, total } = section ? sectionPage(section, cards) : { items: [], total: 0 };
  const totalPages = pageCount(total);
  if (page > totalPages) return null;
  return {
    context,
    title: text.videoNews,
    items,
    page,
    totalPages,
    pathOf: (n) => videoNewsPath(language, n),
    alternates: everyLanguage(table, (other) => videoNewsPath(other)),
    activeScreen: 'videos',
    seo: { type: 'video_news' },
  };
});
