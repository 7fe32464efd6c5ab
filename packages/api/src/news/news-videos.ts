import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { VIDEO_CONTENT_TYPES, type GetVideosParams, type NewsItem } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { todayIn } from '../core/dates';
import { highestFirst } from '../core/order';
import { languageIdOrDefault } from '../languages/languages-service';
import { siteSettings } from '../settings/site-settings';
import { locationsNear } from '../taxonomy/locations-near';
import { newsItemsByIds, visibleNewsCondition } from './news-items';

const { news } = schema;

/**
 * get_videos: the visible video stories of a language (the default without `language_id`),
 * newest first. Coordinates narrow to nearby news as in get_news: only while the site has
 * location news switched on, and then news without a location is left out.
 */
export async function listVideos(deps: Deps, params: GetVideosParams, caller: Caller | null): Promise<{ items: NewsItem[]; total: number }> {
  const languageId = await languageIdOrDefault(deps, params.language_id);
  const settings = await siteSettings(deps);
  const conditions: SQL[] = [eq(news.languageId, languageId), visibleNewsCondition(todayIn(settings.timeZone)), inArray(news.contentType, [...VIDEO_CONTENT_TYPES])];
  if (params.latitude !== undefined && params.longitude !== undefined && settings.switchOn('location_news_mode')) {
    conditions.push(inArray(news.locationId, locationsNear(deps, params.latitude, params.longitude, settings.nearestLocationKm)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    deps.db.select({ id: news.id }).from(news).where(where).orderBy(highestFirst(news.publishedAt), desc(news.id)).limit(params.limit).offset(params.offset),
    deps.db.select({ total: count() }).from(news).where(where),
  ]);
  const items = await newsItemsByIds(deps, rows.map((row) => row.id), caller);
  return { items, total: counted?.total ?? 0 };
}
