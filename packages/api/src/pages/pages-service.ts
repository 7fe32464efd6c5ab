import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Page, SeoPage } from '@newsroom/contract/pages';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { readPage, type Paged } from '../core/paged-query';
import { mediaUrl } from '../media/store';
import { schemaMarkupElement } from '../seo/schema-markup';
import { sanitizePageHtml } from './page-content';

const { pages, seoPages } = schema;
type PageRow = typeof pages.$inferSelect;

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * A page's columns as the API names them, its HTML made safe: readers get them with the older
 * clients' flags, the console with whether the page is shown.
 */
export function pageFields(deps: Pick<Deps, 'config'>, row: PageRow) {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    page_type: row.pageType,
    slug: row.slug,
    page_content: sanitizePageHtml(row.pageContent),
    page_icon: mediaUrl(deps.config.mediaBaseUrl, row.pageIcon),
    og_image: mediaUrl(deps.config.mediaBaseUrl, row.ogImage),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
  };
}

function toPage(deps: Deps, row: PageRow): Page {
  return {
    ...pageFields(deps, row),
    // Older clients pick the legal pages by these flags instead of reading page_type.
    is_custom: flag(row.pageType === 'custom'),
    is_termspolicy: flag(row.pageType === 'terms-condition'),
    is_privacypolicy: flag(row.pageType === 'privacy-policy'),
  };
}

/**
 * A page of a language's published pages in the order they were added, and how many there are;
 * a slug picks one (404 if unknown or hidden).
 */
export async function listPages(
  deps: Deps,
  query: { languageId: number; slug?: string; offset: number; limit: number },
): Promise<Paged<Page>> {
  const where = and(eq(pages.languageId, query.languageId), eq(pages.status, 1), query.slug === undefined ? undefined : eq(pages.slug, query.slug));
  const found = await readPage(
    {
      rows: deps.db.select().from(pages).where(where).orderBy(asc(pages.id)).limit(query.limit).offset(query.offset),
      count: deps.db.select({ total: count() }).from(pages).where(where),
    },
    (rows) => rows.map((row) => toPage(deps, row)),
  );
  if (query.slug !== undefined && !found.total) throw notFound('Page');
  return found;
}

/** The SEO fields of one of the site's fixed screens (home, all categories, ...) in a language. */
export async function seoPagesOf(deps: Deps, languageId: number, pageType: string): Promise<SeoPage[]> {
  const rows = await deps.db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.languageId, languageId), eq(seoPages.pageType, pageType)));
  return rows.map((row) => {
    const ogImage = mediaUrl(deps.config.mediaBaseUrl, row.ogImage);
    return {
      id: row.id,
      language_id: row.languageId,
      page_type: row.pageType,
      og_image: ogImage,
      // Existing clients read the share image as `image`.
      image: ogImage,
      meta_title: row.metaTitle,
      meta_description: row.metaDescription,
      meta_keyword: row.metaKeyword,
      schema_markup: schemaMarkupElement(row.schemaMarkup),
    };
  });
}
