import { and, ne, notLike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, languages, news, newsTags, subcategories, tags } from '../schema/index';
import { newsSearchDocument, searchConfigFor } from '../sql';
import { buildArticle, contentFor } from './article';
import { DEMO_VIDEO } from './demo-video';
import { LANGUAGE_DEFINITIONS } from './languages';
import { setStartingViews } from './news-stats';
import { createRng, slugify } from './rng';
import { tagIndex } from './text/story-topics';
import { CATEGORY_KEYS, type CategoryKey } from './text/types';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

interface Target {
  languageId: number;
  code: string;
  categoryId: number;
  key: CategoryKey;
  /**
   * In the order of the demo texts (by id), so a story is filed by position; empty for a
   * language without demo texts, whose own lists follow no known order.
   */
  subcategoryIds: number[];
  tagIds: number[];
  images: string[];
}

/**
 * Adds `count` generated stories spread over the existing languages and categories, in multi-row
 * INSERTs of 1000. Pictures already used by news of the same category are reused, so no image is
 * rendered. Stories of a language that has no demo texts are written with the English texts.
 */
export async function addGeneratedNews(db: Db, options: { count: number; log?: (message: string) => void }): Promise<{ inserted: number; durationMs: number }> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const targets = await loadTargets(db);
  if (targets.length === 0) throw new Error('addGeneratedNews needs languages and categories (run seedDemo first)');
  const [maxRow] = await db.select({ max: sql<number>`coalesce(max(${news.id}), 0)::int` }).from(news);
  // Slugs carry a number above every existing id, so repeated runs never collide.
  const base = maxRow?.max ?? 0;
  const rng = createRng(base + options.count);
  const now = Date.now();
  const textsByCode = new Map(LANGUAGE_DEFINITIONS.map((def) => [def.code, def.news]));
  const fallbackTexts = LANGUAGE_DEFINITIONS[0]?.news;
  if (!fallbackTexts) throw new Error('no demo texts');

  let inserted = 0;
  while (inserted < options.count) {
    const size = Math.min(BATCH, options.count - inserted);
    const rows: (typeof news.$inferInsert)[] = [];
    const searchDocs: SQL[] = [];
    const chosenTags: number[][] = [];
    const views: number[] = [];
    for (let i = 0; i < size; i++) {
      const n = base + inserted + i + 1;
      const target = targets[n % targets.length] as Target;
      const texts = textsByCode.get(target.code) ?? fallbackTexts;
      const article = buildArticle(texts, target.key, rng.int(0, 24), rng, 2);
      const publishedAt = new Date(now - rng.next() * 365 * DAY);
      const slugBase = target.code === 'ar' ? `${target.key}-khabar` : slugify(article.title, 60);
      rows.push({
        languageId: target.languageId,
        categoryId: target.categoryId,
        subcategoryId: article.subIndex === null ? null : (target.subcategoryIds[article.subIndex] ?? null),
        title: article.title,
        slug: `${slugBase}-g${n}`,
        image: target.images.length ? rng.pick(target.images) : '',
        ...contentFor(n, DEMO_VIDEO),
        description: article.description,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        status: 1,
        metaTitle: article.metaTitle,
        metaDescription: article.metaDescription,
        metaKeyword: article.metaKeyword,
      });
      views.push(Math.floor(rng.next() ** 3 * 20_000));
      searchDocs.push(newsSearchDocument(searchConfigFor(target.code), article.title, article.description));
      chosenTags.push(article.tags.flatMap((tag) => target.tagIds[tagIndex(tag)] ?? []));
    }
    const ids = await db
      .insert(news)
      .values(rows.map((row, index) => ({ ...row, search: searchDocs[index] })))
      .returning({ id: news.id });
    await setStartingViews(db, ids.map((row) => row.id), views);
    const tagRows = ids.flatMap((row, index) => (chosenTags[index] ?? []).map((tagId) => ({ newsId: row.id, tagId })));
    if (tagRows.length) await db.insert(newsTags).values(tagRows);
    inserted += size;
    if (inserted % 10_000 === 0 || inserted === options.count) log(`${inserted} / ${options.count} news generated`);
  }
  await db.execute(sql`analyze news`);
  await db.execute(sql`analyze news_stats`);
  await db.execute(sql`analyze news_tags`);
  return { inserted, durationMs: Date.now() - started };
}

/** Every (language, category) pair with what a generated story needs from it. */
async function loadTargets(db: Db): Promise<Target[]> {
  const langRows = await db.select({ id: languages.id, code: languages.code }).from(languages);
  const catRows = await db.select({ id: categories.id, languageId: categories.languageId, slug: categories.slug }).from(categories);
  const subRows = await db.select({ id: subcategories.id, categoryId: subcategories.categoryId }).from(subcategories).orderBy(subcategories.id);
  const tagRows = await db.select({ id: tags.id, languageId: tags.languageId }).from(tags).orderBy(tags.id);
  const imageRows = await db
    .selectDistinct({ categoryId: news.categoryId, image: news.image })
    .from(news)
    .where(and(ne(news.image, ''), notLike(news.image, 'http%')));
  const imagesByCategory = new Map<number, string[]>();
  for (const row of imageRows) imagesByCategory.set(row.categoryId, [...(imagesByCategory.get(row.categoryId) ?? []), row.image]);
  const codeOf = new Map(langRows.map((row) => [row.id, row.code]));
  return catRows.map((category, index) => {
    const code = codeOf.get(category.languageId) ?? 'en';
    const texts = LANGUAGE_DEFINITIONS.find((def) => def.code === code)?.news;
    const demoKey = CATEGORY_KEYS.find((k) => texts?.categories[k].slug === category.slug);
    const key = demoKey ?? CATEGORY_KEYS[index % CATEGORY_KEYS.length] ?? 'world';
    return {
      languageId: category.languageId,
      code,
      categoryId: category.id,
      key,
      subcategoryIds: demoKey ? subRows.filter((sub) => sub.categoryId === category.id).map((sub) => sub.id) : [],
      tagIds: texts ? tagRows.filter((tag) => tag.languageId === category.languageId).map((tag) => tag.id) : [],
      images: imagesByCategory.get(category.id) ?? [],
    };
  });
}
