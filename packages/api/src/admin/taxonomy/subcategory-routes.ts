import { eq, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminSubcategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { conflict, notFound } from '../../core/errors';
import { toSubcategorySummary } from '../../taxonomy/categories-service';
import { FieldErrors } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { orderedTaxonomy } from './ordered-taxonomy';
import { newsColumn } from './taxonomy-shared';

const { subcategories, categories } = schema;

/** A category's subcategories, in their order; each is in its category's language. */
const resource = orderedTaxonomy<typeof subcategories.$inferSelect, AdminSubcategoryRecord>({
  resource: 'subcategories',
  table: subcategories,
  name: { key: 'subcategoryName', column: subcategories.subcategoryName },
  scope: { column: subcategories.categoryId, noun: 'category' },
  sortable: { row_order: subcategories.rowOrder, subcategory_name: subcategories.subcategoryName, id: subcategories.id },
  listedWithinScope: true,
  storyColumn: newsColumn.subcategory,
  missing: () => notFound('Subcategory'),
  holdsStories: (stories) => conflict(`This subcategory has ${stories} stories; move them to another subcategory first`),
  // The readers' summary plus what only the console shows; its fields keep their names and values.
  answer: (deps, row, newsCount) => ({ ...toSubcategorySummary(deps, row), language_id: row.languageId, row_order: row.rowOrder, news_count: newsCount }),
});

const list = defineAdminRoute('subcategories.list', {
  handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(subcategories.languageId, filter.language_id));
    if (filter.category_id) conditions.push(eq(subcategories.categoryId, filter.category_id));
    return resource.list(deps, query, conditions);
  },
});

const get = defineAdminRoute('subcategories.get', { handle: ({ deps, params }) => resource.get(deps, params.id) });

const create = defineAdminRoute('subcategories.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    const [parent] = await deps.db.select().from(categories).where(eq(categories.id, body.category_id)).limit(1);
    if (!parent) throw new FieldErrors({ category_id: 'is not a category' });
    const placement = { languageId: parent.languageId, categoryId: parent.id };
    return resource.create(deps, files, { ...body, name: body.subcategory_name, languageId: parent.languageId, scopeId: parent.id, placement });
  },
});

/** A subcategory stays under its category: its stories are filed under both. */
const update = defineAdminRoute('subcategories.update', {
  invalidates: true,
  handle: ({ deps, params, body, files }) => resource.update(deps, params.id, files, { ...body, name: body.subcategory_name }),
});

const remove = defineAdminRoute('subcategories.delete', { invalidates: true, handle: ({ deps, params }) => resource.remove(deps, params.id) });

const order = defineAdminRoute('subcategories.order', {
  invalidates: true,
  handle: ({ deps, body }) => resource.order(deps, body.category_id, body.ids),
});

export const subcategoryRoutes = [list, get, create, update, remove, order];
