import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { visibleNewsCondition } from '../news/news-items';
import { highestFirst } from '../core/order';
import { NEWS_COUNTERS, rankedNewsIds } from './ranked-news';
import { idsOf, type SectionRow } from './section-rows';

const { news, breakingNews } = schema;

/** What narrows the news for this reader and this call, worked out once per request. */
export interface ReaderContext {
  /** Today in the site's time zone (`show_till` is compared with it). */
  today: string;
  /** Ids of the locations near the reader; null when no location narrowing applies. */
  nearbyLocationIds: number[] | null;
  /** The caller's preferred categories; empty without a token or without preferences. */
  preferredCategoryIds: number[];
}

/** Where a section's items come from and under which key the contract lists them. */
export type ItemSource = 'news' | 'breaking_news';
export type ItemsKey = 'news' | 'breaking_news' | 'videos';

export interface SectionSelection {
  source: ItemSource;
  key: ItemsKey;
  /** The page of item ids, in the section's order. */
  ids: number[];
  /** How many items match the section altogether. */
  total: number;
}

export interface Page {
  offset: number;
  limit: number;
}

/** Sections with the same narrowing share one count within a request. */
export type CountMemo = Map<string, Promise<number>>;

export function itemsKeyOf(row: SectionRow): ItemsKey {
  if (row.newsType === 'breaking_news') return 'breaking_news';
  if (row.newsType === 'videos') return 'videos';
  return 'news';
}

function sourceOf(row: SectionRow): ItemSource {
  if (row.newsType === 'breaking_news') return 'breaking_news';
  if (row.newsType === 'videos' && row.videosType === 'breaking_news') return 'breaking_news';
  return 'news';
}

/** `user_choice` sections, and sections flagged as based on the reader's choice, follow the reader's categories. */
export const isPersonal = (row: SectionRow) => row.newsType === 'user_choice' || row.isBasedOnUserChoice === 1;

// Newest first, reading the (language_id, status, published_at) index in order.
const NEWEST_NEWS: SQL[] = [highestFirst(news.publishedAt), desc(news.id)];

// Breaking news has views but no comments, likes or bookmarks: other filters show the newest.
const BREAKING_ORDER: Record<string, SQL[]> = {
  most_viewed: [desc(breakingNews.totalViews), desc(breakingNews.createdAt), desc(breakingNews.id)],
  recently_added: [highestFirst(breakingNews.createdAt), desc(breakingNews.id)],
};

/**
 * The conditions a news item must meet to appear in the section, with a key naming them for the
 * count memo; null when nothing can match (no location near the reader).
 */
function newsFilter(row: SectionRow, reader: ReaderContext): { where: SQL; key: string } | null {
  const conditions: SQL[] = [eq(news.languageId, row.languageId), visibleNewsCondition(reader.today)];
  const videosOnly = row.newsType === 'videos';
  if (videosOnly) conditions.push(ne(news.contentType, 'standard_post'));
  // The reader's categories replace the editors' narrowing; without preferences the section is shown as configured.
  const personal = isPersonal(row) && reader.preferredCategoryIds.length > 0;
  const categoryIds = personal ? reader.preferredCategoryIds : idsOf(row.categoryIds);
  const subcategoryIds = personal ? [] : idsOf(row.subcategoryIds);
  if (categoryIds.length > 0) conditions.push(inArray(news.categoryId, categoryIds));
  if (subcategoryIds.length > 0) conditions.push(inArray(news.subcategoryId, subcategoryIds));
  if (reader.nearbyLocationIds) {
    // News without a location is not "near" anyone, so it is left out while coordinates are given.
    if (reader.nearbyLocationIds.length === 0) return null;
    conditions.push(inArray(news.locationId, reader.nearbyLocationIds));
  }
  const key = JSON.stringify(['news', row.languageId, videosOnly, categoryIds, subcategoryIds, reader.nearbyLocationIds !== null]);
  return { where: and(...conditions)!, key };
}

function breakingFilter(row: SectionRow): { where: SQL; key: string } {
  const videosOnly = row.newsType === 'videos';
  // Closed items are gone for readers, in sections as in the ticker.
  const conditions: SQL[] = [eq(breakingNews.languageId, row.languageId), eq(breakingNews.status, 1)];
  if (videosOnly) conditions.push(ne(breakingNews.contentType, 'standard_post'));
  return { where: and(...conditions)!, key: JSON.stringify(['breaking_news', row.languageId, videosOnly]) };
}

/** Custom sections list hand-picked items: those that still match, in the editors' order. */
async function customSelection(deps: Deps, row: SectionRow, source: ItemSource, where: SQL, page: Page): Promise<{ ids: number[]; total: number }> {
  const listed = idsOf(row.newsIds);
  if (listed.length === 0) return { ids: [], total: 0 };
  const table = source === 'news' ? news : breakingNews;
  const rows = await deps.db.select({ id: table.id }).from(table).where(and(where, inArray(table.id, listed)));
  const matching = new Set(rows.map((match) => match.id));
  const ordered = listed.filter((id) => matching.has(id));
  return { ids: ordered.slice(page.offset, page.offset + page.limit), total: ordered.length };
}

/**
 * Counting every matching item is the costly part of a section (the whole language may match), so
 * counts are kept in the read cache: any write readers could see clears them together with the
 * cached answers, and otherwise they live no longer than those. Signed-in home pages, which are
 * never cached whole, reuse them too. Within one request, sections narrowed alike share one count.
 */
function countOnce(deps: Deps, memo: CountMemo, key: string, run: () => Promise<number>): Promise<number> {
  const known = memo.get(key);
  if (known) return known;
  const cacheKey = `featured-section-count:${key}`;
  const cached = deps.cache.get(cacheKey);
  const total = cached
    ? Promise.resolve(Number(cached.body))
    : run().then((counted) => {
        deps.cache.set(cacheKey, { status: 200, body: String(counted) });
        return counted;
      });
  memo.set(key, total);
  return total;
}

/**
 * One page of a section's item ids and the count of all its items: one id query reading an index
 * in order (three small ones for counter rankings, see rankedNewsIds) and one count query, shared
 * with sections narrowed the same way.
 */
export async function selectSectionItems(deps: Deps, row: SectionRow, reader: ReaderContext, page: Page, memo: CountMemo): Promise<SectionSelection> {
  const source = sourceOf(row);
  const key = itemsKeyOf(row);
  const filter = source === 'news' ? newsFilter(row, reader) : breakingFilter(row);
  if (!filter) return { source, key, ids: [], total: 0 };

  // A personalised section has no hand-picked list to follow, so "custom" falls back to the newest.
  const personal = source === 'news' && isPersonal(row) && reader.preferredCategoryIds.length > 0;
  if (row.filterType === 'custom' && !personal) {
    return { source, key, ...(await customSelection(deps, row, source, filter.where, page)) };
  }

  const table = source === 'news' ? news : breakingNews;
  const counter = source === 'news' ? NEWS_COUNTERS[row.filterType] : undefined;
  const pageIds = async () => {
    if (counter) return rankedNewsIds(deps, filter.where, counter, page);
    const order = source === 'news' ? NEWEST_NEWS : (BREAKING_ORDER[row.filterType] ?? BREAKING_ORDER.recently_added!);
    const rows = await deps.db.select({ id: table.id }).from(table).where(filter.where).orderBy(...order).limit(page.limit).offset(page.offset);
    return rows.map((found) => found.id);
  };
  const [ids, total] = await Promise.all([
    pageIds(),
    countOnce(deps, memo, filter.key, async () => {
      const [counted] = await deps.db.select({ total: count() }).from(table).where(filter.where);
      return counted?.total ?? 0;
    }),
  ]);
  return { source, key, ids, total };
}
