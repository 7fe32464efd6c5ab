import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
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
  const publicUrl = deps.config.publicUrl;

  const [rows, tagRows, imageRows, reactionRows, bookmarkRows] = await Promise.all([
    deps.db
      .select({
        news,
        stats: newsStats,
        category: { id: categories.id, name: categories.categoryName, slug: categories.slug },
        subcategory: { id: subcategories.id, name: subcategories.subcategoryName, slug: subcategories.slug },
        location: { id: locations.id, name: locations.locationName, latitude: locations.latitude, longitude: locations.longitude },
      })
      .from(news)
      .innerJoin(newsStats, eq(newsStats.newsId, news.id))
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, news.subcategoryId))
      .leftJoin(locations, eq(locations.id, news.locationId))
      .where(inArray(news.id, unique)),
    deps.db
      .select({ newsId: newsTags.newsId, id: tags.id, name: tags.tagName, slug: tags.slug })
      .from(newsTags)
      .innerJoin(tags, eq(tags.id, newsTags.tagId))
      .where(inArray(newsTags.newsId, unique))
      .orderBy(asc(tags.id)),
    deps.db.select().from(newsImages).where(inArray(newsImages.newsId, unique)).orderBy(asc(newsImages.position), asc(newsImages.id)),
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

  const tagsOf = groupBy(tagRows, (row) => row.newsId);
  const imagesOf = groupBy(imageRows, (row) => row.newsId);
  const reactionOf = new Map(reactionRows.map((row) => [row.newsId, row.status]));
  const bookmarked = new Set(bookmarkRows.map((row) => row.newsId));
  const byId = new Map(rows.map((row) => [row.news.id, row]));

  return ids.flatMap((newsId) => {
    const row = byId.get(newsId);
    if (!row) return [];
    const { news: item, stats, category, subcategory, location } = row;
    const itemTags = tagsOf.get(item.id) ?? [];
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
      image: mediaUrl(publicUrl, item.image),
      date: formatDateTime(item.createdAt, timeZone),
      published_date: formatDateTime(item.publishedAt, timeZone),
      content_type: item.contentType,
      // An uploaded video is a media path; YouTube and other URLs pass through unchanged.
      content_value: item.contentType === 'standard_post' ? '' : mediaUrl(publicUrl, item.contentValue),
      description: absoluteTextImages(item.description, publicUrl),
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
      images: (imagesOf.get(item.id) ?? []).map((image) => ({ id: image.id, news_id: image.newsId, other_image: mediaUrl(publicUrl, image.otherImage) })),
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

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
