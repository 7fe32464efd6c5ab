import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { NewsItem } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { formatDateTime, todayIn } from '../core/dates';
import { mediaUrl } from '../media/store';
import { absoluteTextImages } from './news-text-media';
import { schemaMarkupElement } from '../seo/schema-markup';
import { siteSettings } from '../settings/site-settings';

export type { NewsItem } from '@newsroom/contract/news';

const { news, newsStats, categories, subcategories, locations, newsTags, tags, newsImages, newsReactions, bookmarks } = schema;

/**
 * News a reader may see: approved, its `published_at` passed (a later one is scheduled: the
 * publish timer clears the read cache at that time), and not past its `show_till` day (`today`
 * is `YYYY-MM-DD`). `now` is the API's clock, not the database's, so tests can move it.
 */
export function visibleNewsCondition(today: string, now: Date = new Date()): SQL {
  return and(eq(news.status, 1), lte(news.publishedAt, now), or(isNull(news.showTill), gte(news.showTill, today)))!;
}

/** Today's date in the site's time zone, the day `show_till` is compared with. */
export async function siteToday(deps: Deps): Promise<string> {
  return todayIn((await siteSettings(deps)).timeZone);
}

/**
 * News items by id in the order the ids are given (unknown ids are skipped), whatever their
 * status: callers decide visibility. A fixed number of queries however many ids: the rows with
 * their category, subcategory and location, then tags, extra images and the caller's own
 * reactions and bookmarks, each batched with `inArray`.
 */
export async function newsItemsByIds(deps: Deps, ids: number[], caller: Caller | null): Promise<NewsItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { timeZone } = await siteSettings(deps);
  const mediaBaseUrl = deps.config.mediaBaseUrl;

  // One statement for the stories themselves: their tags and extra pictures come along as JSON
  // arrays, so a story costs one query plan (the caller's own reactions and bookmarks are read
  // beside it only for a signed-in caller).
  const [rows, reactionRows, bookmarkRows] = await Promise.all([
    deps.db
      .select({
        news,
        stats: newsStats,
        category: { id: categories.id, name: categories.categoryName, slug: categories.slug },
        subcategory: { id: subcategories.id, name: subcategories.subcategoryName, slug: subcategories.slug },
        location: { id: locations.id, name: locations.locationName, latitude: locations.latitude, longitude: locations.longitude },
        tags: sql<TagJson[]>`(select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.tagName}, 'slug', ${tags.slug}) order by ${tags.id}), '[]') from ${newsTags} inner join ${tags} on ${tags.id} = ${newsTags.tagId} where ${newsTags.newsId} = ${news.id})`,
        images: sql<ImageJson[]>`(select coalesce(json_agg(json_build_object('id', ${newsImages.id}, 'image', ${newsImages.otherImage}) order by ${newsImages.position}, ${newsImages.id}), '[]') from ${newsImages} where ${newsImages.newsId} = ${news.id})`,
      })
      .from(news)
      .innerJoin(newsStats, eq(newsStats.newsId, news.id))
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, news.subcategoryId))
      .leftJoin(locations, eq(locations.id, news.locationId))
      .where(inArray(news.id, unique)),
    caller
      ? deps.db
          .select({ newsId: newsReactions.newsId, status: newsReactions.status })
          .from(newsReactions)
          .where(and(eq(newsReactions.userId, caller.id), inArray(newsReactions.newsId, unique)))
      : Promise.resolve([]),
    caller
      ? deps.db
          .select({ newsId: bookmarks.newsId })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, caller.id), inArray(bookmarks.newsId, unique)))
      : Promise.resolve([]),
  ]);

  const reactionOf = new Map(reactionRows.map((row) => [row.newsId, row.status]));
  const bookmarked = new Set(bookmarkRows.map((row) => row.newsId));
  const byId = new Map(rows.map((row) => [row.news.id, row]));

  return ids.flatMap((newsId) => {
    const row = byId.get(newsId);
    if (!row) return [];
    const { news: item, stats, category, subcategory, location } = row;
    const itemTags = jsonArray(row.tags);
    const reaction = reactionOf.get(item.id) ?? 0;
    const result: NewsItem = {
      id: item.id,
      language_id: item.languageId,
      category_id: item.categoryId,
      subcategory_id: subcategory?.id ?? 0,
      tag_id: itemTags.map((tag) => tag.id).join(','),
      location_id: location?.id ?? 0,
      title: item.title,
      slug: item.slug,
      image: mediaUrl(mediaBaseUrl, item.image),
      date: formatDateTime(item.createdAt, timeZone),
      published_date: formatDateTime(item.publishedAt, timeZone),
      content_type: item.contentType,
      // An uploaded video is a media path; YouTube and other URLs pass through unchanged.
      content_value: item.contentType === 'standard_post' ? '' : mediaUrl(mediaBaseUrl, item.contentValue),
      description: absoluteTextImages(item.description, mediaBaseUrl),
      user_id: item.userId ?? 0,
      show_till: item.showTill ?? '',
      status: item.status,
      // Text: the mobile app reads it as a string (the web client ignores it).
      counter: String(stats.totalViews),
      meta_title: item.metaTitle,
      meta_description: item.metaDescription,
      meta_keyword: item.metaKeyword,
      schema_markup: schemaMarkupElement(item.schemaMarkup),
      category: { id: category.id, category_name: category.name, slug: category.slug },
      category_name: category.name,
      sub_category: { id: subcategory?.id ?? 0, subcategory_name: subcategory?.name ?? '', slug: subcategory?.slug ?? '' },
      subcategory_name: subcategory?.name ?? '',
      location: {
        id: location?.id ?? 0,
        location_name: location?.name ?? '',
        latitude: location?.latitude ?? 0,
        longitude: location?.longitude ?? 0,
      },
      images: jsonArray(row.images).map((image) => ({ id: image.id, news_id: item.id, other_image: mediaUrl(mediaBaseUrl, image.image) })),
      tag: itemTags.map((tag) => ({ id: tag.id, tag_name: tag.name, slug: tag.slug })),
      tag_name: itemTags.map((tag) => tag.name).join(','),
      like: reaction === 1 ? 1 : 0,
      dislike: reaction === 2 ? 1 : 0,
      bookmark: bookmarked.has(item.id) ? 1 : 0,
      total_like: stats.totalLike,
      total_dislike: stats.totalDislike,
      total_bookmark: stats.totalBookmark,
      total_views: stats.totalViews,
      total_comment: stats.totalComment,
    };
    return [result];
  });
}

interface TagJson {
  id: number;
  name: string;
  slug: string;
}

interface ImageJson {
  id: number;
  image: string;
}

/** A `json_agg` column: the drivers parse `json` already; a text answer is parsed here. */
function jsonArray<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
