import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { z } from 'zod';
import type { StoryState, newsListQuery } from '@newsroom/contract/admin/news';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { Deps } from '../../deps';
import { siteToday, visibleNewsCondition } from '../../news/news-items';
import type { StaffCaller } from '../core/staff-session';
import { newsRecords } from './news-records';
import { storyScope } from './staff-story-rules';

const { news } = schema;

// Each backed by an index: (language, status, published_at), the review queue's created_at, the key.
const SORT_COLUMNS = { published_at: news.publishedAt, id: news.id, created_at: news.createdAt };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The condition of each state, the same the public answers and the record's `state` use. */
function stateCondition(state: StoryState, today: string, now: Date): SQL {
  const published = eq(news.status, NEWS_STATUS.published);
  switch (state) {
    case 'draft':
      return eq(news.status, NEWS_STATUS.draft);
    case 'pending':
      return eq(news.status, NEWS_STATUS.pending);
    case 'rejected':
      return eq(news.status, NEWS_STATUS.rejected);
    case 'scheduled':
      return and(published, gt(news.publishedAt, now))!;
    case 'expired':
      return and(published, lte(news.publishedAt, now), isNotNull(news.showTill), lt(news.showTill, today))!;
    case 'published':
      return visibleNewsCondition(today, now);
  }
}

/** A page of stories for the console: an author's own only. */
export async function listNews(deps: Deps, staff: StaffCaller, query: z.output<typeof newsListQuery>) {
  const { filter } = query;
  const conditions: (SQL | undefined)[] = [storyScope(staff)];
  if (filter.q) conditions.push(ilike(news.title, `%${escapeLike(filter.q)}%`));
  if (filter.language_id) conditions.push(eq(news.languageId, filter.language_id));
  if (filter.category_id) conditions.push(eq(news.categoryId, filter.category_id));
  if (filter.staff_author_id) conditions.push(eq(news.staffAuthorId, filter.staff_author_id));
  if (filter.user_id) conditions.push(eq(news.userId, filter.user_id));
  if (filter.from) conditions.push(gte(news.publishedAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(news.publishedAt, new Date(filter.to)));
  if (filter.id) conditions.push(inArray(news.id, filter.id.length > 0 ? filter.id : [0]));
  if (filter.state) conditions.push(stateCondition(filter.state, await siteToday(deps), new Date()));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db
    .select({ id: news.id })
    .from(news)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(news.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(news).where(where);
  return { data: await newsRecords(deps, rows.map((row) => row.id)), total: total?.value ?? 0 };
}
