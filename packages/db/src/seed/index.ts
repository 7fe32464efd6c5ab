import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { languages } from '../schema/index';
import { seedContent } from './content';
import { seedFeatured } from './featured';
import { seedImages } from './images';
import { recomputeCounters, seedInteractions } from './interactions';
import { LABEL_KEYS } from './labels/all';
import { LANGUAGE_DEFINITIONS, seedLanguages } from './languages';
import { seedNews } from './news';
import { createRng } from './rng';
import { seedSettings } from './settings';
import { seedSurveys } from './surveys';
import { seedTaxonomy } from './taxonomy';
import { seedUsers } from './users';

export { LABEL_KEYS } from './labels/all';
export { addMissingLabels } from './labels/add-missing';
export { DEMO_VIDEO_SOURCE } from './demo-video';

export interface SeedOptions {
  /** Root of the media store; pictures are written under `<mediaDir>/seed/`. */
  mediaDir: string;
  /** Stories per language (default 110). */
  newsPerLanguage?: number;
  log?: (message: string) => void;
}

/** Row counts of what the demo seed inserted. */
export interface SeedSummary {
  languages: number;
  labelKeys: number;
  settings: number;
  socialMedia: number;
  categories: number;
  subcategories: number;
  tags: number;
  locations: number;
  users: number;
  news: number;
  newsTags: number;
  newsImages: number;
  breakingNews: number;
  liveStreams: number;
  pages: number;
  seoPages: number;
  featuredSections: number;
  adSpaces: number;
  notifications: number;
  comments: number;
  commentReactions: number;
  newsReactions: number;
  bookmarks: number;
  newsViews: number;
  commentFlags: number;
  userNotifications: number;
  surveyQuestions: number;
  surveyOptions: number;
  surveyAnswers: number;
  /** Image files written by this run (files already on disk are reused). */
  imagesWritten: number;
  durationMs: number;
}

/** True once the demo (or any) site exists: the languages table has rows. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: languages.id }).from(languages).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with a complete demo site in English, French and Arabic. The same
 * fixed PRNG seed gives the same content on every run; everything is inserted in one transaction,
 * so a failure leaves the database empty.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  if (await isSeeded(db)) throw new Error('seedDemo needs an empty database (languages already exist)');
  const rng = createRng(20_240_601);

  const images = await seedImages(options.mediaDir, LANGUAGE_DEFINITIONS.map((def) => def.code));
  log(`images ready (${images.all.length} files, ${images.written} written)`);

  const summary = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const langs = await seedLanguages(txDb, images.flags);
    const settingCount = await seedSettings(txDb, images);
    const taxonomy = await seedTaxonomy(txDb, langs, images);
    const people = await seedUsers(txDb, images, taxonomy, rng);
    log(`languages, settings, taxonomy and users done`);
    const stories = await seedNews(txDb, langs, taxonomy, images, people, rng, options.newsPerLanguage ?? 110);
    log(`${stories.items.length} news inserted`);
    const content = await seedContent(txDb, langs, images, taxonomy, stories.items, rng);
    const featured = await seedFeatured(txDb, langs, taxonomy, stories.items, images, rng);
    const interactions = await seedInteractions(txDb, langs, stories.items, people, rng);
    const surveys = await seedSurveys(txDb, langs, people, rng);
    await recomputeCounters(txDb);
    log(`content, featured sections and reader activity done`);
    return {
      languages: langs.length,
      labelKeys: LABEL_KEYS.length,
      settings: settingCount,
      socialMedia: images.social.length,
      ...taxonomy.counts,
      users: people.readerIds.length + 1,
      news: stories.items.length,
      newsTags: stories.tags,
      newsImages: stories.images,
      ...content,
      featuredSections: featured.sections,
      adSpaces: featured.ads,
      ...interactions,
      ...surveys,
    };
  });
  // Fresh statistics help the planner right away on a database that went from empty to full.
  await db.execute(sql`analyze`);
  return { ...summary, imagesWritten: images.written, durationMs: Date.now() - started };
}
