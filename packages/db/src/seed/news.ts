import type { SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { news, newsImages, newsTags } from '../schema/index';
import { newsSearchDocument } from '../sql';
import { buildArticle, contentFor, newsArticleMarkup } from './article';
import type { SeedImages } from './images';
import type { SeedLanguage } from './languages';
import { setStartingViews } from './news-stats';
import { slugify, type Rng } from './rng';
import type { SeedTaxonomy } from './taxonomy';
import { tagIndex, type TagKey } from './text/story-topics';
import type { SeedUsers } from './users';

const DAY = 24 * 60 * 60 * 1000;

export interface SeedNews {
  id: number;
  languageId: number;
  categoryId: number;
  contentType: string;
  title: string;
  summary: string;
  image: string;
  /** Approved and not expired: what readers see. */
  visible: boolean;
}

/**
 * The ids of a story's tags in its language (tags are listed in the same order in every
 * language). The draws that once picked tags at random are still made, for the reason above.
 */
function storyTags(tagIds: number[], tags: readonly TagKey[], rng: Rng): number[] {
  rng.sample(tagIds, rng.int(1, 3));
  return tags.flatMap((tag) => tagIds[tagIndex(tag)] ?? []);
}

/** `YYYY-MM-DD`, the format of news.show_till. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The demo stories of every language, with tags, extra images and a filled search document. */
export async function seedNews(
  db: Db,
  langs: SeedLanguage[],
  taxonomy: SeedTaxonomy,
  images: SeedImages,
  people: SeedUsers,
  rng: Rng,
  perLanguage: number,
): Promise<{ items: SeedNews[]; tags: number; images: number }> {
  const now = Date.now();
  const items: SeedNews[] = [];
  let serial = 0;
  let tagCount = 0;
  let imageCount = 0;
  for (const lang of langs) {
    const categories = taxonomy.categories.get(lang.id) ?? [];
    const tagIds = taxonomy.tagIds.get(lang.id) ?? [];
    const rows: (typeof news.$inferInsert)[] = [];
    const extras: { tags: number[]; images: string[] }[] = [];
    const searchDocs: SQL[] = [];
    const views: number[] = [];
    let readerStories = 0;
    for (let i = 0; i < perLanguage; i++) {
      serial += 1;
      const category = categories[i % categories.length];
      if (!category) throw new Error('no categories');
      const article = buildArticle(lang.news, category.key, Math.floor(i / categories.length), rng, rng.int(3, 5));
      // Newest first by index, spread evenly over the last 60 days.
      const publishedAt = new Date(now - (i / perLanguage) * 60 * DAY - rng.int(10, 300) * 60 * 1000);
      // Every 25th story was sent in by a reader; the first two of those still wait for review.
      const byReader = i % 25 === 12;
      if (byReader) readerStories += 1;
      const status = byReader && readerStories <= 2 ? 0 : 1;
      let showTill: string | null = null;
      if (i % 20 === 5) showTill = isoDate(new Date(now - rng.int(2, 20) * DAY));
      else if (i % 7 === 2) showTill = isoDate(new Date(now + rng.int(20, 120) * DAY));
      const newsImagesOfCategory = images.news[category.key];
      const slugBase = lang.code === 'ar' ? `${category.slug}-khabar` : slugify(article.title, 60);
      // The random picks that once filed stories stay drawn (and unused), so every later draw of
      // the seed, and with it the demo's numbers, views and comments, is what it was.
      rng.pick(category.subcategoryIds);
      rows.push({
        languageId: lang.id,
        categoryId: category.id,
        subcategoryId: article.subIndex === null ? null : (category.subcategoryIds[article.subIndex] ?? null),
        locationId: rng.chance(0.4) ? (taxonomy.locations.get(article.city) ?? null) : null,
        userId: byReader ? (people.readerIds[readerStories % people.readerIds.length] ?? null) : null,
        title: article.title,
        slug: `${slugBase}-${serial}`,
        image: newsImagesOfCategory[i % newsImagesOfCategory.length] ?? images.placeholder,
        ...contentFor(i, images.video),
        description: article.description,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        showTill,
        status,
        schemaMarkup: newsArticleMarkup(article.title, publishedAt, lang.site.siteName),
        metaTitle: article.metaTitle,
        metaDescription: article.metaDescription,
        metaKeyword: article.metaKeyword,
      });
      // A few stories went viral; most have a modest audience.
      views.push(Math.floor(40 + rng.next() ** 3 * 25_000));
      searchDocs.push(newsSearchDocument(lang.searchConfig, article.title, article.description));
      extras.push({
        tags: storyTags(tagIds, article.tags, rng),
        images: rng.sample(newsImagesOfCategory.filter((_, n) => n !== i % newsImagesOfCategory.length), rng.int(0, 3)),
      });
    }
    const inserted = await db
      .insert(news)
      .values(rows.map((row, index) => ({ ...row, search: searchDocs[index] })))
      .returning({ id: news.id });
    await setStartingViews(db, inserted.map((row) => row.id), views);
    const tagRows: { newsId: number; tagId: number }[] = [];
    const imageRows: { newsId: number; otherImage: string }[] = [];
    inserted.forEach((row, index) => {
      const source = rows[index];
      const extra = extras[index];
      if (!source || !extra) return;
      for (const tagId of extra.tags) tagRows.push({ newsId: row.id, tagId });
      for (const otherImage of extra.images) imageRows.push({ newsId: row.id, otherImage });
      const expired = source.showTill !== null && source.showTill !== undefined && source.showTill < isoDate(new Date(now));
      items.push({ id: row.id, languageId: lang.id, categoryId: source.categoryId, contentType: source.contentType ?? 'standard_post', title: source.title, summary: source.metaDescription ?? '', image: source.image ?? '', visible: source.status === 1 && !expired });
    });
    if (tagRows.length) await db.insert(newsTags).values(tagRows);
    if (imageRows.length) await db.insert(newsImages).values(imageRows);
    tagCount += tagRows.length;
    imageCount += imageRows.length;
  }
  return { items, tags: tagCount, images: imageCount };
}
