import { cache } from 'react';
import { newsCard } from '../../components/card-item';
import { decodeSegment } from '../../routing/paths';
import { pageNumber, tagPath, tagsIndexPath } from '../../routing/screen-paths';
import { readList } from '../../server-data/api';
import { pageContext } from '../../server-data/page-context';
import type { Listing } from './listing-screen';
import { LISTING_PAGE_SIZE, pageCount, pageOffset } from '../../components/paging';

/**
 * The stories of one tag, newest first. Tags belong to one language and carry no link to the
 * other languages' tags, so the page has no equivalent there.
 */
export const loadTagListing = cache(async (lang: string, slug: string, pageSegment?: string): Promise<Listing | null> => {
  const context = await pageContext(lang);
  const page = pageNumber(pageSegment);
  if (!context || page === null) return null;
  const { language, text, cards } = context;
  const [tag] = (await readList('get_tag', { language_id: language.id, slug: decodeSegment(slug), limit: 1 })).items;
  if (!tag) return null;
  const { items, total } = await readList('get_news', { language_id: language.id, tag_slug: tag.slug, offset: pageOffset(page), limit: LISTING_PAGE_SIZE });
  const totalPages = pageCount(total);
  if (page > totalPages) return null;
  return {
    context,
    parent: { label: text.tags, href: tagsIndexPath(language) },
    title: tag.tag_name,
    items: items.map((item) => newsCard(item, cards)),
    page,
    totalPages,
    pathOf: (n) => tagPath(language, tag.slug, n),
    alternates: { [language.code]: tagPath(language, tag.slug) },
    seo: { title: tag.meta_title, description: tag.meta_description, keywords: tag.meta_keyword, image: tag.og_image },
  };
});
