import { and, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { searchConfigFor } from '@newsroom/db/sql';
import { tooShortToSearch, type GetNewsParams, type NewsItem } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { todayIn } from '../core/dates';
import { unauthorized } from '../core/errors';
import { readPage, type Paged } from '../core/paged-query';
import { languageIdOrDefault } from '../languages/languages-service';
import { siteSettings } from '../settings/site-settings';
import { newsItemsByIds, visibleNewsCondition } from './news-items';
import { languageById, newsMatching } from './news-lookup';
import { highestFirst } from '../core/order';
import { locationsNear } from '../taxonomy/locations-near';

const { news, categories, subcategories, newsTags, tags } = schema;

/**
 * get_news: the filters combine (all must hold). Readers see visible news of the language;
 * `get_user_news` shows the caller's own news whatever its status or expiry. An `id`/`slug`
 * names one item in any language, so a shared link opens whatever language the reader uses; its
 * author may open their own story so too while it waits for approval (answers to a signed-in
 * caller are never cached, so nobody else is served it).
 * Without `language_id` (a first visit) the site's default language is listed; a search text
 * too short to search finds nothing.
 */
export async function listNews(deps: Deps, params: GetNewsParams, caller: Caller | null): Promise<Paged<NewsItem>> {
  const language = await languageById(deps, params.language_id ?? (await languageIdOrDefault(deps, undefined)));
  const settings = await siteSettings(deps);
  const conditions: SQL[] = [];

  const single = params.id ?? (params.slug !== undefined ? { slug: params.slug } : undefined);
  if (params.get_user_news) {
    if (!caller) throw unauthorized('get_user_news needs a valid authorization token');
    conditions.push(eq(news.userId, caller.id));
  } else {
    const visible = visibleNewsCondition(todayIn(settings.timeZone));
    conditions.push(single && caller ? or(visible, eq(news.userId, caller.id))! : visible);
  }
  if (params.search !== undefined && tooShortToSearch(params.search)) return { items: [], total: 0 };

  if (single) conditions.push(newsMatching(single));
  else conditions.push(eq(news.languageId, language.id));

  if (params.category_id !== undefined) conditions.push(eq(news.categoryId, params.category_id));
  if (params.category_slug !== undefined) {
    const ids = deps.db.select({ id: categories.id }).from(categories).where(and(eq(categories.languageId, language.id), eq(categories.slug, params.category_slug)));
    conditions.push(inArray(news.categoryId, ids));
  }
  if (params.subcategory_id !== undefined) conditions.push(eq(news.subcategoryId, params.subcategory_id));
  if (params.subcategory_slug !== undefined) {
    const ids = deps.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.languageId, language.id), eq(subcategories.slug, params.subcategory_slug)));
    conditions.push(inArray(news.subcategoryId, ids));
  }
  if (params.tag_id !== undefined && params.tag_id.length > 0) {
    const tagIds = params.tag_id;
    conditions.push(exists(deps.db.select({ one: sql`1` }).from(newsTags).where(and(eq(newsTags.newsId, news.id), inArray(newsTags.tagId, tagIds)))));
  }
  if (params.tag_slug !== undefined) {
    const tagged = deps.db
      .select({ one: sql`1` })
      .from(newsTags)
      .innerJoin(tags, eq(tags.id, newsTags.tagId))
      .where(and(eq(newsTags.newsId, news.id), eq(tags.languageId, language.id), eq(tags.slug, params.tag_slug)));
    conditions.push(exists(tagged));
  }
  // Coordinates narrow to nearby news only while the site has location news switched on.
  if (params.latitude !== undefined && params.longitude !== undefined && settings.switchOn('location_news_mode')) {
    conditions.push(inArray(news.locationId, locationsNear(deps, params.latitude, params.longitude, settings.nearestLocationKm)));
  }

  // `desc nulls last` matches the indexes' order, so PostgreSQL reads them instead of sorting.
  const order: SQL[] = [highestFirst(news.publishedAt), desc(news.id)];
  const search = params.search?.trim();
  if (search) {
    const query = sql`websearch_to_tsquery(${searchConfigFor(language.code)}::regconfig, ${search})`;
    conditions.push(sql`${news.search} @@ ${query}`);
    order.unshift(sql`ts_rank(${news.search}, ${query}) desc`);
  }

  const where = and(...conditions);
  return readPage(
    {
      rows: deps.db.select({ id: news.id }).from(news).where(where).orderBy(...order).limit(params.limit).offset(params.offset),
      count: deps.db.select({ total: count() }).from(news).where(where),
      small: single ? { offset: params.offset, limit: params.limit } : undefined,
    },
    (rows) => newsItemsByIds(deps, rows.map((row) => row.id), caller),
  );
}
