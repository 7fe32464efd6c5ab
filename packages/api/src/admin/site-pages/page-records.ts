import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { z } from 'zod';
import type { PageRecord, pageListQuery } from '@newsroom/contract/admin/site-pages-content';
import type { HandlerDeps } from '../../core/handler-deps';
import { notFound } from '../../core/errors';
import { pageFields } from '../../pages/pages-service';
import { FieldErrors } from '../core/admin-errors';
import { containing, offsetOf, withIds } from './list-helpers';

const { pages } = schema;
export type PageRow = typeof pages.$inferSelect;

const SORT_COLUMNS = { id: pages.id, title: pages.title, page_type: pages.pageType };

/** The readers' page fields plus whether it is shown (readers only ever get shown pages). */
export function toPageRecord(deps: HandlerDeps, row: PageRow): PageRecord {
  return { ...pageFields(deps, row), active: row.status === 1 };
}

export async function pageRow(deps: HandlerDeps, id: number): Promise<PageRow> {
  const [row] = await deps.db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound('Page');
  return row;
}

/** A language has tens of pages at most; the list reads them by their key. */
export async function listPages(deps: HandlerDeps, query: z.output<typeof pageListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(or(ilike(pages.title, containing(filter.q)), ilike(pages.slug, containing(filter.q)))!);
  if (filter.language_id) conditions.push(eq(pages.languageId, filter.language_id));
  if (filter.page_type) conditions.push(eq(pages.pageType, filter.page_type));
  if (filter.active !== undefined) conditions.push(eq(pages.status, filter.active ? 1 : 0));
  if (filter.id) conditions.push(withIds(pages.id, filter.id));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(pages).where(where).orderBy(direction(SORT_COLUMNS[query.sort]), direction(pages.id)).limit(query.perPage).offset(offsetOf(query)),
    deps.db.select({ value: count() }).from(pages).where(where),
  ]);
  return { data: rows.map((row) => toPageRecord(deps, row)), total: total?.value ?? 0 };
}

/** A page's address is `/<language>/page/<slug>`: two pages of a language cannot share one. */
export async function requireFreeSlug(deps: HandlerDeps, languageId: number, slug: string, exceptId = 0): Promise<void> {
  const [taken] = await deps.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.languageId, languageId), eq(pages.slug, slug), ne(pages.id, exceptId)));
  if (taken) throw new FieldErrors({ slug: 'Another page of this language already has this slug' });
}

/** What the audit log keeps of a page: every stored field, so a text change can be read back. */
export const auditedPage = (row: PageRow) => ({
  language_id: row.languageId,
  page_type: row.pageType,
  title: row.title,
  slug: row.slug,
  page_content: row.pageContent,
  page_icon: row.pageIcon,
  og_image: row.ogImage,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keyword: row.metaKeyword,
  active: row.status === 1,
});
