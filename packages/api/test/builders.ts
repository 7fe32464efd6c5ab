import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { newsSearchDocument, searchConfigFor } from '@newsroom/db/sql';
import { insertSurvey } from './builders-surveys';

/** Rows every API test can rely on. English is the default language; Arabic is right-to-left. */
export interface BaseFixtures {
  en: { id: number; code: 'en' };
  ar: { id: number; code: 'ar' };
  /** English categories, each with two subcategories. */
  categories: { id: number; slug: string; subcategories: { id: number; slug: string }[] }[];
  arCategory: { id: number; slug: string };
  tags: { id: number; slug: string }[];
  locations: { id: number; latitude: number; longitude: number }[];
  /** An open English survey with three options, so every endpoint test (the fuzz too) can vote. */
  survey: { id: number; optionIds: number[] };
}

export const BASE_SETTINGS: Record<string, string> = {
  category_mode: '1', subcategory_mode: '1', breaking_news_mode: '1', live_streaming_mode: '1',
  comments_mode: '1', location_news_mode: '1', nearest_location_measure: '100', auto_delete_expire_news_mode: '0',
  system_timezone: 'UTC', news_submission: 'authors', web_name: 'Test News', web_color_code: '#1A2E51', web_footer_description: 'News you can trust',
  web_header_logo: 'seed/logo.webp', web_footer_logo: 'seed/logo-footer.webp', web_placeholder_image: 'seed/placeholder.webp',
};

export async function insertBaseFixtures(db: Db): Promise<BaseFixtures> {
  const [en, ar] = await db
    .insert(schema.languages)
    .values([
      { language: 'English', code: 'en', displayName: 'English', isDefault: true },
      { language: 'Arabic', code: 'ar', displayName: 'العربية', isRtl: true },
    ])
    .returning();
  if (!en || !ar) throw new Error('languages not inserted');
  await db.insert(schema.languageLabels).values([
    { languageId: en.id, labels: { home: 'Home', search: 'Search' } },
    { languageId: ar.id, labels: { home: 'الرئيسية', search: 'بحث' } },
  ]);
  await db.insert(schema.settings).values(Object.entries(BASE_SETTINGS).map(([key, value]) => ({ key, value })));
  await db.insert(schema.socialMedia).values([{ image: 'seed/x.webp', link: 'https://example.com/news', rowOrder: 1 }]);

  const categories: BaseFixtures['categories'] = [];
  for (const [index, slug] of ['politics', 'sports'].entries()) {
    const [category] = await db.insert(schema.categories).values({ languageId: en.id, categoryName: slug[0]!.toUpperCase() + slug.slice(1), slug, rowOrder: index + 1, image: `seed/${slug}.webp` }).returning();
    const subs = await db
      .insert(schema.subcategories)
      .values([1, 2].map((n) => ({ languageId: en.id, categoryId: category!.id, subcategoryName: `${slug} ${n}`, slug: `${slug}-${n}`, rowOrder: n })))
      .returning();
    categories.push({ id: category!.id, slug, subcategories: subs.map((sub) => ({ id: sub.id, slug: sub.slug })) });
  }
  const [arCategory] = await db.insert(schema.categories).values({ languageId: ar.id, categoryName: 'سياسة', slug: 'siyasa', rowOrder: 1 }).returning();
  const tags = await db
    .insert(schema.tags)
    .values([
      { languageId: en.id, tagName: 'Elections', slug: 'elections' },
      { languageId: en.id, tagName: 'Football', slug: 'football' },
    ])
    .returning();
  const locations = await db
    .insert(schema.locations)
    .values([
      { locationName: 'Paris', latitude: 48.8566, longitude: 2.3522 },
      { locationName: 'Cairo', latitude: 30.0444, longitude: 31.2357 },
    ])
    .returning();
  const survey = await insertSurvey(db, { languageId: en.id, question: 'Which topic should we cover more?', options: ['Politics', 'Sports', 'Science'] });
  return {
    en: { id: en.id, code: 'en' },
    ar: { id: ar.id, code: 'ar' },
    categories,
    arCategory: { id: arCategory!.id, slug: arCategory!.slug },
    tags: tags.map((tag) => ({ id: tag.id, slug: tag.slug })),
    locations: locations.map((location) => ({ id: location.id, latitude: location.latitude, longitude: location.longitude })),
    survey,
  };
}

let userCounter = 0;

export async function insertUser(db: Db, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  userCounter += 1;
  const [user] = await db
    .insert(schema.users)
    .values({ firebaseId: `uid-${userCounter}-${Date.now()}`, name: `Reader ${userCounter}`, email: `reader${userCounter}@example.com`, ...overrides })
    .returning();
  return user!;
}

let newsCounter = 0;

/** A news row's columns, plus its starting counters (kept in news_stats). */
export type NewsValues = Partial<typeof schema.news.$inferInsert> & Partial<Omit<typeof schema.newsStats.$inferInsert, 'newsId'>>;

/** A published news item (status 1) with search text, plus optional tags and extra images. */
export async function insertNews(
  db: Db,
  given: NewsValues & { languageId: number; categoryId: number },
  extras: { tagIds?: number[]; images?: string[]; languageCode?: string } = {},
) {
  const { totalViews, totalLike, totalDislike, totalBookmark, totalComment, ...values } = given;
  const counters = { totalViews, totalLike, totalDislike, totalBookmark, totalComment };
  newsCounter += 1;
  const title = values.title ?? `News story number ${newsCounter}`;
  const [item] = await db
    .insert(schema.news)
    .values({ slug: `news-story-${newsCounter}-${Date.now().toString(36)}`, description: `<p>The full text of ${title}.</p>`, image: 'seed/news.webp', ...values, title })
    .returning();
  const config = searchConfigFor(extras.languageCode ?? 'en');
  await db.execute(sql`update news set search = ${newsSearchDocument(config, item!.title, item!.description)} where id = ${item!.id}`);
  if (Object.values(counters).some((value) => value !== undefined)) {
    await db.update(schema.newsStats).set(counters).where(eq(schema.newsStats.newsId, item!.id));
  }
  if (extras.tagIds?.length) await db.insert(schema.newsTags).values(extras.tagIds.map((tagId) => ({ newsId: item!.id, tagId })));
  if (extras.images?.length) await db.insert(schema.newsImages).values(extras.images.map((otherImage) => ({ newsId: item!.id, otherImage })));
  return item!;
}

/** A news item's counters as stored (news_stats). */
export async function newsStatsOf(db: Db, newsId: number) {
  const [row] = await db.select().from(schema.newsStats).where(eq(schema.newsStats.newsId, newsId));
  return row;
}

export async function insertComment(db: Db, values: typeof schema.comments.$inferInsert) {
  const [comment] = await db.insert(schema.comments).values(values).returning();
  await db.execute(sql`update news_stats set total_comment = total_comment + 1 where news_id = ${values.newsId}`);
  return comment!;
}
