import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound } from '../core/errors';
import { languageIdOrDefault } from '../languages/languages-service';
import { slugTaken } from './news-input';
import { newsMatching } from './news-lookup';
import { mayChangeStory } from './news-permissions';

const { news } = schema;

/** The id of a story the caller may edit, named by id or slug: unknown 404, another author's 403, as set_news's edit answers. */
async function ownNewsId(deps: Deps, item: IdOrSlug, caller: Caller): Promise<number> {
  const [row] = await deps.db.select({ id: news.id, userId: news.userId }).from(news).where(newsMatching(item)).limit(1);
  if (!row) throw notFound('News');
  if (!mayChangeStory(row, caller)) throw forbidden('Only the author may edit this news');
  return row.id;
}

/**
 * check_slug_availability answers what set_news would: a slug any other news item holds is taken
 * (409), in every language. Without `news_id` (a new story) the caller's own stories count too;
 * with it, the story being edited may keep its slug.
 */
export async function checkSlugAvailability(deps: Deps, params: { slug: string; language_id?: number; news_id?: IdOrSlug }, caller: Caller): Promise<void> {
  await languageIdOrDefault(deps, params.language_id);
  const editing = params.news_id === undefined ? null : await ownNewsId(deps, params.news_id, caller);
  if (await slugTaken(deps, params.slug, editing)) throw conflict('Slug already used');
}
