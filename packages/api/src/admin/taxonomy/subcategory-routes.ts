import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminSubcategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { conflict, notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { FieldErrors } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { nextRowOrder, saveRowOrder } from './row-order';
import { forgetReplaced, likePattern, newsColumn, nextImage, requireFreeSlug, slugOrFromName, storyCounts, uploadedImage } from './taxonomy-shared';

const { subcategories, categories } = schema;
type SubcategoryRow = typeof subcategories.$inferSelect;

const SORT = { row_order: subcategories.rowOrder, subcategory_name: subcategories.subcategoryName, id: subcategories.id };

async function records(deps: HandlerDeps, rows: SubcategoryRow[]): Promise<AdminSubcategoryRecord[]> {
  const counts = await storyCounts(deps, newsColumn.subcategory, schema.news, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    language_id: row.languageId,
    category_id: row.categoryId,
    subcategory_name: row.subcategoryName,
    slug: row.slug,
    row_order: row.rowOrder,
    image: mediaUrl(deps.config.publicUrl, row.image),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    news_count: counts.get(row.id) ?? 0,
  }));
}

async function existing(deps: HandlerDeps, id: number): Promise<SubcategoryRow> {
  const [row] = await deps.db.select().from(subcategories).where(eq(subcategories.id, id)).limit(1);
  if (!row) throw notFound('Subcategory');
  return row;
}

const audited = ({ id: _id, ...row }: SubcategoryRow) => row;

const list = defineAdminRoute('subcategories.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(subcategories.languageId, filter.language_id));
    if (filter.category_id) conditions.push(eq(subcategories.categoryId, filter.category_id));
    if (filter.q) conditions.push(ilike(subcategories.subcategoryName, likePattern(filter.q)));
    if (filter.id) conditions.push(inArray(subcategories.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    // Within a category first, so "row order" reads as each category's own order.
    const rows = await deps.db.select().from(subcategories).where(where)
      .orderBy(...(query.sort === 'row_order' ? [asc(subcategories.categoryId)] : []), direction(SORT[query.sort]), direction(subcategories.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(subcategories).where(where);
    return { data: await records(deps, rows), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('subcategories.get', {
  handle: async ({ deps, params }) => ({ data: (await records(deps, [await existing(deps, params.id)]))[0]! }),
});

const create = defineAdminRoute('subcategories.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    const [parent] = await deps.db.select().from(categories).where(eq(categories.id, body.category_id)).limit(1);
    if (!parent) throw new FieldErrors({ category_id: 'is not a category' });
    const slug = slugOrFromName(body.slug, body.subcategory_name);
    await requireFreeSlug(deps, subcategories, parent.languageId, slug);
    const image = (await uploadedImage(deps, files, 'image', 'subcategories')) ?? '';
    const rowOrder = await nextRowOrder(deps, subcategories, subcategories.categoryId, parent.id);
    const [row] = await deps.db.insert(subcategories)
      .values({
        languageId: parent.languageId, categoryId: parent.id, subcategoryName: body.subcategory_name, slug, rowOrder, image,
        metaTitle: body.meta_title, metaDescription: body.meta_description, metaKeyword: body.meta_keyword,
      })
      .returning();
    return { data: (await records(deps, [row!]))[0]!, status: 201, audit: { action: 'create', resource: 'subcategories', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('subcategories.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    if (body.slug !== undefined) await requireFreeSlug(deps, subcategories, before.languageId, body.slug, before.id);
    const image = nextImage(before.image, await uploadedImage(deps, files, 'image', 'subcategories'), body.remove_image);
    const [after] = await deps.db.update(subcategories)
      .set({
        subcategoryName: body.subcategory_name ?? before.subcategoryName, slug: body.slug ?? before.slug, image,
        metaTitle: body.meta_title ?? before.metaTitle, metaDescription: body.meta_description ?? before.metaDescription, metaKeyword: body.meta_keyword ?? before.metaKeyword,
      })
      .where(eq(subcategories.id, before.id)).returning();
    if (!after) throw notFound('Subcategory');
    await forgetReplaced(deps, before.image, after.image);
    return { data: (await records(deps, [after]))[0]!, audit: { action: 'update', resource: 'subcategories', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

/**
 * Refused while stories are filed under it: they would silently lose their subcategory, and the
 * readers' addresses with it. The newsroom moves them first, as for a category.
 */
const remove = defineAdminRoute('subcategories.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    const stories = (await storyCounts(deps, newsColumn.subcategory, schema.news, [before.id])).get(before.id) ?? 0;
    if (stories > 0) throw conflict(`This subcategory has ${stories} stories; move them to another subcategory first`);
    await deps.db.delete(subcategories).where(eq(subcategories.id, before.id));
    await forgetReplaced(deps, before.image, '');
    return { data: {}, audit: { action: 'delete', resource: 'subcategories', recordId: before.id, before: audited(before) } };
  },
});

const order = defineAdminRoute('subcategories.order', {
  invalidates: true,
  async handle({ deps, body }) {
    const { before, after } = await saveRowOrder(deps, subcategories, subcategories.categoryId, body.category_id, body.ids);
    return { data: { ids: after }, audit: { action: 'order', resource: 'subcategories', recordId: `category ${body.category_id}`, before: { order: before }, after: { order: after } } };
  },
});

export const subcategoryRoutes = [list, get, create, update, remove, order];
