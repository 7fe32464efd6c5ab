import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { forgetSiteSettings } from '../src/settings/site-settings';
import { insertNews, type NewsValues } from './builders';
import type { TestApi } from './harness';

let counter = 0;

/**
 * A language of its own with one category tree (two categories, each with two subcategories), so
 * a test's sections and news do not meet those of other tests.
 */
export async function insertNewsroom(api: TestApi) {
  counter += 1;
  const { db } = api.deps;
  const [language] = await db
    .insert(schema.languages)
    .values({ language: `Test ${counter}`, code: `t${counter}x`, displayName: `Test ${counter}` })
    .returning();
  const languageId = language!.id;
  const categories: { id: number; subcategoryIds: number[] }[] = [];
  for (const name of ['world', 'arts']) {
    const [category] = await db.insert(schema.categories).values({ languageId, categoryName: name, slug: `${name}-${counter}` }).returning();
    const subs = await db
      .insert(schema.subcategories)
      .values([1, 2].map((n) => ({ languageId, categoryId: category!.id, subcategoryName: `${name} ${n}`, slug: `${name}-${counter}-${n}` })))
      .returning();
    categories.push({ id: category!.id, subcategoryIds: subs.map((sub) => sub.id) });
  }
  const [first, second] = categories;
  return {
    languageId,
    first: first!,
    second: second!,
    /** A visible news item of this language, published `minutesAgo` minutes ago (first category unless given). */
    story(values: NewsValues = {}, minutesAgo = 0) {
      return insertNews(db, { languageId, categoryId: first!.id, publishedAt: new Date(Date.now() - minutesAgo * 60_000), ...values });
    },
  };
}

/** Sets a site setting and makes the API read settings afresh. */
export async function switchSetting(api: TestApi, key: string, value: string) {
  await api.deps.db.update(schema.settings).set({ value }).where(eq(schema.settings.key, key));
  forgetSiteSettings(api.deps);
  api.deps.cache.clear();
}

/** The reader's preferred categories, as set_user_category leaves them. */
export async function preferCategories(api: TestApi, userId: number, categoryIds: number[]) {
  await api.deps.db.insert(schema.userCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
}

/** Ids of a list of items, for comparing orders. */
export const idsOf = (items: { id: number }[] | undefined) => (items ?? []).map((item) => item.id);
