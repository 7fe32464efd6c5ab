import { cache } from 'react';
import { breakingCard } from '../../components/card-item';
import { breakingNewsListPath, pageNumber } from '../../routing/screen-paths';
import { readList } from '../../server-data/api';
import { pageContext } from '../../server-data/page-context';
import { featureSwitches } from '../../layout/feature-switches';
import { everyLanguage } from '../../seo/page-metadata';
import type { Listing } from './listing-screen';
import { LISTING_PAGE_SIZE, pageCount, pageOffset } from '../../components/paging';

/** All breaking news of a language, newest first; null (404) while the newsroom has breaking news switched off. */
export const loadBreakingNewsList = cache(async (lang: string, pageSegment?: string): Promise<Listing | null> => {
  const context = await pageContext(lang);
  const page = pageNumber(pageSegment);
  if (!context || page === null || !featureSwitches(context.settings).breakingNews) return null;
  const { language, table, text, cards } = context;
  const { items, total } = await readList('get_breaking_news', { language_id: language.id, offset: pageOffset(page), limit: LISTING_PAGE_SIZE });
  const totalPages = pageCount(total);
  if (page > totalPages) return null;
  return {
    context,
    title: text.breakingNews,
    items: items.map((item) => breakingCard(item, cards)),
    page,
    totalPages,
    pathOf: (n) => breakingNewsListPath(language, n),
    alternates: everyLanguage(table, (other) => breakingNewsListPath(other)),
    activeScreen: 'breaking-news',
    seo: { type: 'all_breaking_news' },
  };
});
