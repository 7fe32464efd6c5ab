import { desc, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { addGeneratedNews } from '@newsroom/db/seed/large';
import { seedDemo } from '@newsroom/db/seed/index';
import { createSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import type { Deps } from '../src/deps';

export interface BenchData {
  languageId: number;
  categoryIds: number[];
  newsIds: number[];
  newsSlugs: string[];
  commentedNewsIds: number[];
  tokens: string[];
}

/** The demo site plus `news` generated items, and one signed-in reader per connection. */
export async function prepareBenchData(db: Db, options: { mediaDir: string; news: number; readers: number }): Promise<BenchData> {
  await seedDemo(db, { mediaDir: options.mediaDir });
  await addGeneratedNews(db, { count: options.news, log: (message) => console.info(`  ${message}`) });
  const [language] = await db.select().from(schema.languages).where(eq(schema.languages.isDefault, true)).limit(1);
  if (!language) throw new Error('no default language');
  const categories = await db.select({ id: schema.categories.id }).from(schema.categories).where(eq(schema.categories.languageId, language.id));
  const latest = await db
    .select({ id: schema.news.id, slug: schema.news.slug })
    .from(schema.news)
    .where(eq(schema.news.languageId, language.id))
    .orderBy(desc(schema.news.publishedAt))
    .limit(200);
  const commented = await db.select({ id: schema.newsStats.newsId }).from(schema.newsStats).where(gt(schema.newsStats.totalComment, 0)).limit(50);
  // Sessions are created through the service layer; only the parts of Deps it uses are real.
  const deps = { db, config: loadConfig({}) } as Deps;
  const tokens: string[] = [];
  for (let i = 0; i < options.readers; i++) {
    const [user] = await db.insert(schema.users).values({ firebaseId: `bench-reader-${i}`, name: `Bench reader ${i}`, email: `bench${i}@example.com` }).returning();
    tokens.push(await createSession(deps, user!.id));
  }
  // As after any seeding: the planner needs to know how big the tables now are.
  await db.execute(sql`analyze`);
  return {
    languageId: language.id,
    categoryIds: categories.map((row) => row.id),
    newsIds: latest.map((row) => row.id),
    newsSlugs: latest.map((row) => row.slug),
    commentedNewsIds: commented.map((row) => row.id),
    tokens,
  };
}
