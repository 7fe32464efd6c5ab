import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Page, SeoPage } from '@newsroom/contract/pages';
import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';
import { sanitizePageHtml } from './page-content';

const { pages, seoPages } = schema;
type PageRow = typeof pages.$inferSelect;

const flag = (on: boolean) => (on ? 1 : 0);

function toPage(deps: Deps, row: PageRow): Page {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    page_type: row.pageType,
    slug: row.slug,
    page_content: sanitizePageHtml(row.pageContent),
    page_icon: mediaUrl(deps.config.publicUrl, row.pageIcon),
    og_image: mediaUrl(deps.config.publicUrl, row.ogImage),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    // Older clients pick the legal pages by these flags instead of reading page_type.
    is_custom: flag(row.pageType === 'custom'),
    is_termspolicy: flag(row.pageType === 'terms-condition'),
    is_privacypolicy: flag(row.pageType === 'privacy-policy'),
  };
}

/** A language's published pages in the order they were added; a slug picks one (404 if unknown or hidden). */
export async function listPages(deps: Deps, languageId: number, slug?: string): Promise<Page[]> {
  const rows = await deps.db
    .select()
    .from(pages)
    .where(and(eq(pages.languageId, languageId), eq(pages.status, 1), slug === undefined ? undefined : eq(pages.slug, slug)))
    .orderBy(asc(pages.id));
  if (slug !== undefined && rows.length === 0) throw notFound('Page');
  return rows.map((row) => toPage(deps, row));
}

/** The SEO fields of one of the site's fixed screens (home, all categories, ...) in a language. */
export async function seoPagesOf(deps: Deps, languageId: number, pageType: string): Promise<SeoPage[]> {
  const rows = await deps.db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.languageId, languageId), eq(seoPages.pageType, pageType)));
  return rows.map((row) => ({
    id: row.id,
    language_id: row.languageId,
    page_type: row.pageType,
    og_image: mediaUrl(deps.config.publicUrl, row.ogImage),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    schema_markup: row.schemaMarkup,
  }));
}
