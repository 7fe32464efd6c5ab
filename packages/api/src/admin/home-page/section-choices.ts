import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { breakingNewsByIds } from '../../breaking-news/breaking-news-items';
import { selectSectionItems } from '../../featured-sections/section-items';
import type { SectionRow } from '../../featured-sections/section-rows';
import { PREVIEW_ITEMS } from '../../featured-sections/featured-sections-service';
import { newsItemsByIds, siteToday } from '../../news/news-items';
import { defineAdminRoute } from '../core/admin-route';
import { settingsColumns } from './section-records';
import { escapeLike } from './like-pattern';

const { news, categories } = schema;

/**
 * The section's first items for settings not saved yet, chosen by the very code the home page
 * uses, as an anonymous reader far from any location sees them (no preferences, no nearby news).
 */
const preview = defineAdminRoute('featuredSections.preview', {
  async handle({ deps, query }) {
    const settings = query.section;
    const row: SectionRow = {
      ...settingsColumns(settings),
      id: 0, title: '', slug: '', shortDescription: '', styleWeb: 'style_1', styleApp: '', rowOrder: 0, status: 1, ogImage: '',
      metaTitle: '', metaDescription: '', metaKeyword: '', createdAt: new Date(),
    };
    const reader = { today: await siteToday(deps), nearbyLocationIds: null, preferredCategoryIds: [] };
    const selection = await selectSectionItems(deps, row, reader, { offset: 0, limit: PREVIEW_ITEMS }, new Map());
    const items =
      selection.source === 'news'
        ? (await newsItemsByIds(deps, selection.ids, null)).map((item) => ({ id: item.id, kind: 'news' as const, title: item.title, image: item.image, date: item.published_date }))
        : (await breakingNewsByIds(deps, selection.ids)).map((item) => ({ id: item.id, kind: 'breaking_news' as const, title: item.title, image: item.image, date: '' }));
    return { data: { total: selection.total, items } };
  },
});

/** Published stories by title, newest first: what a custom section may list. */
const stories = defineAdminRoute('featuredSections.stories', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [eq(news.status, 1)];
    if (filter.language_id) conditions.push(eq(news.languageId, filter.language_id));
    if (filter.q) conditions.push(ilike(news.title, `%${escapeLike(filter.q)}%`));
    if (filter.id) conditions.push(inArray(news.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const rows = await deps.db
      .select({ id: news.id, language_id: news.languageId, name: news.title })
      .from(news)
      .where(where)
      .orderBy(desc(news.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(news).where(where);
    return { data: rows, total: total?.value ?? 0 };
  },
});

/** A language's categories in their menu order. */
const categoryChoices = defineAdminRoute('featuredSections.categories', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(categories.languageId, filter.language_id));
    if (filter.q) conditions.push(ilike(categories.categoryName, `%${escapeLike(filter.q)}%`));
    if (filter.id) conditions.push(inArray(categories.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const rows = await deps.db
      .select({ id: categories.id, language_id: categories.languageId, name: categories.categoryName })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.rowOrder), asc(categories.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(categories).where(where);
    return { data: rows, total: total?.value ?? 0 };
  },
});

export const sectionChoiceRoutes = [preview, stories, categoryChoices];
