import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { SeoPageRecord } from '@newsroom/contract/admin/site-pages-content';
import type { HandlerDeps } from '../../core/handler-deps';
import { conflict, notFound } from '../../core/errors';
import { mediaUrl } from '../../media/store';
import { schemaMarkupElement } from '../../seo/schema-markup';
import { FieldErrors } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { offsetOf, requireLanguage, withIds } from './list-helpers';
import { storeNewImages } from './stored-images';

const { seoPages } = schema;
type SeoPageRow = typeof seoPages.$inferSelect;
const FOLDER = 'seo-pages';
const SORT_COLUMNS = { page_type: seoPages.pageType, id: seoPages.id };

const toRecord = (deps: HandlerDeps, row: SeoPageRow): SeoPageRecord => ({
  id: row.id,
  language_id: row.languageId,
  page_type: row.pageType,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keyword: row.metaKeyword,
  schema_markup: row.schemaMarkup,
  og_image: mediaUrl(deps.config.mediaBaseUrl, row.ogImage),
});

const audited = (row: SeoPageRow) => ({
  language_id: row.languageId,
  page_type: row.pageType,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keyword: row.metaKeyword,
  schema_markup: row.schemaMarkup,
  og_image: row.ogImage,
});

async function existing(deps: HandlerDeps, id: number): Promise<SeoPageRow> {
  const [row] = await deps.db.select().from(seoPages).where(eq(seoPages.id, id));
  if (!row) throw notFound('SEO page');
  return row;
}

/** Markup the site would drop (not a JSON object or list) is refused where the editor can fix it. */
function checkedMarkup(markup: string | undefined): string | undefined {
  if (markup && schemaMarkupElement(markup) === '') throw new FieldErrors({ schema_markup: 'must be JSON-LD: a JSON object or list, alone or in its script element' });
  return markup;
}

const list = defineAdminRoute('seoPages.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(seoPages.languageId, filter.language_id));
    if (filter.page_type) conditions.push(eq(seoPages.pageType, filter.page_type));
    if (filter.id) conditions.push(withIds(seoPages.id, filter.id));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      deps.db.select().from(seoPages).where(where).orderBy(direction(SORT_COLUMNS[query.sort]), direction(seoPages.id)).limit(query.perPage).offset(offsetOf(query)),
      deps.db.select({ value: count() }).from(seoPages).where(where),
    ]);
    return { data: rows.map((row) => toRecord(deps, row)), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('seoPages.get', { handle: async ({ deps, params }) => ({ data: toRecord(deps, await existing(deps, params.id)) }) });

/** Each screen of a language has one set of fields (unique index): a second is 409, edit the first. */
const create = defineAdminRoute('seoPages.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    await requireLanguage(deps, body.language_id);
    checkedMarkup(body.schema_markup);
    const [taken] = await deps.db.select({ id: seoPages.id }).from(seoPages).where(and(eq(seoPages.languageId, body.language_id), eq(seoPages.pageType, body.page_type)));
    if (taken) throw conflict('This language already has the search fields of this screen; edit them instead');
    const images = await storeNewImages(deps, files, ['og_image'], FOLDER);
    try {
      const [row] = await deps.db
        .insert(seoPages)
        .values({
          languageId: body.language_id,
          pageType: body.page_type,
          metaTitle: body.meta_title,
          metaDescription: body.meta_description,
          metaKeyword: body.meta_keyword,
          schemaMarkup: body.schema_markup,
          ogImage: images.stored.og_image ?? '',
        })
        .returning();
      return { data: toRecord(deps, row!), status: 201, audit: { action: 'create', resource: 'seo-pages', recordId: row!.id, after: audited(row!) } };
    } catch (error) {
      await images.discard();
      throw error;
    }
  },
});

const update = defineAdminRoute('seoPages.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    checkedMarkup(body.schema_markup);
    const images = await storeNewImages(deps, files, ['og_image'], FOLDER);
    const changes = {
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      metaKeyword: body.meta_keyword,
      schemaMarkup: body.schema_markup,
      ogImage: images.stored.og_image,
    };
    let after = before;
    try {
      if (Object.values(changes).some((value) => value !== undefined)) [after = before] = await deps.db.update(seoPages).set(changes).where(eq(seoPages.id, before.id)).returning();
    } catch (error) {
      await images.discard();
      throw error;
    }
    await images.release({ og_image: before.ogImage });
    return { data: toRecord(deps, after), audit: { action: 'update', resource: 'seo-pages', recordId: before.id, before: audited(before), after: audited(after) } };
  },
});

export const seoPageRoutes = [list, get, create, update];
