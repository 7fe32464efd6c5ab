import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminCategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { conflict, notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { defineAdminRoute } from '../core/admin-route';
import { nextRowOrder, saveRowOrder } from './row-order';
import { forgetReplaced, likePattern, newsColumn, nextImage, requireFreeSlug, slugOrFromName, requireLanguage, storyCounts, uploadedImage } from './taxonomy-shared';

const { categories } = schema;
type CategoryRow = typeof categories.$inferSelect;

const SORT = { row_order: categories.rowOrder, category_name: categories.categoryName, id: categories.id };

async function records(deps: HandlerDeps, rows: CategoryRow[]): Promise<AdminCategoryRecord[]> {
  const counts = await storyCounts(deps, newsColumn.category, schema.news, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    language_id: row.languageId,
    category_name: row.categoryName,
    slug: row.slug,
    row_order: row.rowOrder,
    image: mediaUrl(deps.config.publicUrl, row.image),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    news_count: counts.get(row.id) ?? 0,
  }));
}

async function existing(deps: HandlerDeps, id: number): Promise<CategoryRow> {
  const [row] = await deps.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound('Category');
  return row;
}

/** What the audit log keeps of a category (the stored image path, not its address). */
const audited = ({ id: _id, ...row }: CategoryRow) => row;

const list = defineAdminRoute('categories.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(categories.languageId, filter.language_id));
    if (filter.q) conditions.push(ilike(categories.categoryName, likePattern(filter.q)));
    if (filter.id) conditions.push(inArray(categories.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db.select().from(categories).where(where).orderBy(direction(SORT[query.sort]), direction(categories.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(categories).where(where);
    return { data: await records(deps, rows), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('categories.get', {
  handle: async ({ deps, params }) => ({ data: (await records(deps, [await existing(deps, params.id)]))[0]! }),
});

const create = defineAdminRoute('categories.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    await requireLanguage(deps, body.language_id);
    const slug = slugOrFromName(body.slug, body.category_name);
    await requireFreeSlug(deps, categories, body.language_id, slug);
    const image = (await uploadedImage(deps, files, 'image', 'categories')) ?? '';
    const rowOrder = await nextRowOrder(deps, categories, categories.languageId, body.language_id);
    const [row] = await deps.db.insert(categories).values({
      languageId: body.language_id, categoryName: body.category_name, slug, rowOrder, image,
      metaTitle: body.meta_title, metaDescription: body.meta_description, metaKeyword: body.meta_keyword,
    }).returning();
    return { data: (await records(deps, [row!]))[0]!, status: 201, audit: { action: 'create', resource: 'categories', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('categories.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    if (body.slug !== undefined) await requireFreeSlug(deps, categories, before.languageId, body.slug, before.id);
    const image = nextImage(before.image, await uploadedImage(deps, files, 'image', 'categories'), body.remove_image);
    const [after] = await deps.db.update(categories).set({
      categoryName: body.category_name ?? before.categoryName, slug: body.slug ?? before.slug, image,
      metaTitle: body.meta_title ?? before.metaTitle, metaDescription: body.meta_description ?? before.metaDescription, metaKeyword: body.meta_keyword ?? before.metaKeyword,
    }).where(eq(categories.id, before.id)).returning();
    if (!after) throw notFound('Category');
    await forgetReplaced(deps, before.image, after.image);
    return { data: (await records(deps, [after]))[0]!, audit: { action: 'update', resource: 'categories', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

/** The foreign key would delete a category's stories with it: the newsroom moves them first. */
const remove = defineAdminRoute('categories.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    const stories = (await storyCounts(deps, newsColumn.category, schema.news, [before.id])).get(before.id) ?? 0;
    if (stories > 0) throw conflict(`This category has ${stories} stories; move them to another category first`);
    await deps.db.delete(categories).where(eq(categories.id, before.id));
    await forgetReplaced(deps, before.image, '');
    return { data: {}, audit: { action: 'delete', resource: 'categories', recordId: before.id, before: audited(before) } };
  },
});

const order = defineAdminRoute('categories.order', {
  invalidates: true,
  async handle({ deps, body }) {
    const { before, after } = await saveRowOrder(deps, categories, categories.languageId, body.language_id, body.ids);
    return { data: { ids: after }, audit: { action: 'order', resource: 'categories', recordId: `language ${body.language_id}`, before: { order: before }, after: { order: after } } };
  },
});

export const categoryRoutes = [list, get, create, update, remove, order];
