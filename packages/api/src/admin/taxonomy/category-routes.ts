import { eq, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminCategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { conflict, notFound } from '../../core/errors';
import { categoryFields } from '../../taxonomy/categories-service';
import { defineAdminRoute } from '../core/admin-route';
import { orderedTaxonomy } from './ordered-taxonomy';
import { newsColumn, requireLanguage } from './taxonomy-shared';

const { categories } = schema;

/** A language's categories, in the site's order. */
const resource = orderedTaxonomy<typeof categories.$inferSelect, AdminCategoryRecord>({
  resource: 'categories',
  table: categories,
  name: { key: 'categoryName', column: categories.categoryName },
  scope: { column: categories.languageId, noun: 'language' },
  sortable: { row_order: categories.rowOrder, category_name: categories.categoryName, id: categories.id },
  listedWithinScope: false,
  storyColumn: newsColumn.category,
  missing: () => notFound('Category'),
  holdsStories: (stories) => conflict(`This category has ${stories} stories; move them to another category first`),
  answer: (deps, row, newsCount) => ({ ...categoryFields(deps, row), news_count: newsCount }),
});

const list = defineAdminRoute('categories.list', {
  handle({ deps, query }) {
    const conditions: SQL[] = [];
    if (query.filter.language_id) conditions.push(eq(categories.languageId, query.filter.language_id));
    return resource.list(deps, query, conditions);
  },
});

const get = defineAdminRoute('categories.get', { handle: ({ deps, params }) => resource.get(deps, params.id) });

const create = defineAdminRoute('categories.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    await requireLanguage(deps, body.language_id);
    const placement = { languageId: body.language_id };
    return resource.create(deps, files, { ...body, name: body.category_name, languageId: body.language_id, scopeId: body.language_id, placement });
  },
});

const update = defineAdminRoute('categories.update', {
  invalidates: true,
  handle: ({ deps, params, body, files }) => resource.update(deps, params.id, files, { ...body, name: body.category_name }),
});

const remove = defineAdminRoute('categories.delete', { invalidates: true, handle: ({ deps, params }) => resource.remove(deps, params.id) });

const order = defineAdminRoute('categories.order', {
  invalidates: true,
  handle: ({ deps, body }) => resource.order(deps, body.language_id, body.ids),
});

export const categoryRoutes = [list, get, create, update, remove, order];
