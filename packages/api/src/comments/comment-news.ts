import { and, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Deps } from '../deps';
import { todayIn } from '../core/dates';
import { notFound } from '../core/errors';
import { visibleNewsCondition } from '../news/news-items';
import { siteSettings } from '../settings/site-settings';

export interface CommentedNews {
  id: number;
  title: string;
  slug: string;
}

/**
 * The news item readers may comment on and read comments of: one readers can see (approved, its
 * time come, not past its `show_till` date). Anything else is answered as unknown, so hidden and
 * scheduled news does not leak.
 */
export async function findVisibleNews(deps: Deps, ref: IdOrSlug | { id: number }): Promise<CommentedNews> {
  const { timeZone } = await siteSettings(deps);
  const match = 'id' in ref ? eq(schema.news.id, ref.id) : eq(schema.news.slug, ref.slug);
  const [row] = await deps.db
    .select({ id: schema.news.id, title: schema.news.title, slug: schema.news.slug })
    .from(schema.news)
    .where(and(match, visibleNewsCondition(todayIn(timeZone))))
    .limit(1);
  if (!row) throw notFound('News');
  return row;
}

