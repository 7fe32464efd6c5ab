import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { knownLanguage } from '../languages/known-languages';

const { news } = schema;

/** The condition selecting one news row by id or by slug. */
export const newsMatching = (item: IdOrSlug) => ('id' in item ? eq(news.id, item.id) : eq(news.slug, item.slug));

/** The id of an existing news item named by id or slug; unknown is 404. */
export async function existingNewsId(deps: Deps, item: IdOrSlug): Promise<number> {
  const [row] = await deps.db.select({ id: news.id }).from(news).where(newsMatching(item)).limit(1);
  if (!row) throw notFound('News');
  return row.id;
}

/** A language's id and code (the code picks the text search configuration); unknown is 404. */
export async function languageById(deps: Deps, languageId: number): Promise<{ id: number; code: string }> {
  const language = await knownLanguage(deps, languageId);
  if (!language) throw notFound('Language');
  return { id: language.id, code: language.code };
}
