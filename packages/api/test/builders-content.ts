import { schema, type Db } from '@newsroom/db/client';

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}-${Date.now().toString(36)}`;
};

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function insertBreakingNews(db: Db, values: Partial<Insert<typeof schema.breakingNews>> & { languageId: number }) {
  const suffix = next();
  const [row] = await db
    .insert(schema.breakingNews)
    .values({ title: `Breaking ${suffix}`, slug: `breaking-${suffix}`, description: '<p>Developing story.</p>', ...values })
    .returning();
  return row!;
}

export async function insertLiveStream(db: Db, values: Partial<Insert<typeof schema.liveStreams>> & { languageId: number }) {
  const [row] = await db
    .insert(schema.liveStreams)
    .values({ title: `Live ${next()}`, type: 'url_youtube', url: 'https://www.youtube.com/watch?v=abc123', ...values })
    .returning();
  return row!;
}

export async function insertAdSpace(db: Db, values: Partial<Insert<typeof schema.adSpaces>> & { languageId: number; adSpace: string }) {
  const [row] = await db.insert(schema.adSpaces).values({ adImage: 'ads/app.webp', webAdImage: 'ads/web.webp', adUrl: 'https://ads.example/go', ...values }).returning();
  return row!;
}

export async function insertFeaturedSection(db: Db, values: Partial<Insert<typeof schema.featuredSections>> & { languageId: number }) {
  const suffix = next();
  const [row] = await db
    .insert(schema.featuredSections)
    .values({ title: `Section ${suffix}`, slug: `section-${suffix}`, newsType: 'news', filterType: 'recently_added', ...values })
    .returning();
  return row!;
}

export async function insertPage(db: Db, values: Partial<Insert<typeof schema.pages>> & { languageId: number; pageType: string }) {
  const suffix = next();
  const [row] = await db
    .insert(schema.pages)
    .values({ title: `Page ${suffix}`, slug: `page-${suffix}`, pageContent: '<p>About us.</p>', ...values })
    .returning();
  return row!;
}

export async function insertSeoPage(db: Db, values: Partial<Insert<typeof schema.seoPages>> & { languageId: number; pageType: string }) {
  const [row] = await db.insert(schema.seoPages).values({ metaTitle: `SEO ${values.pageType}`, ...values }).returning();
  return row!;
}
