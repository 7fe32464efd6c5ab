import { cache } from 'react';
import { readData, readList } from '../../server-data/api';

/** A story by its slug in one language; null when no published story has that slug there. */
export const findStory = cache(async (languageId: number, slug: string) => {
  const { items } = await readList('get_news', { language_id: languageId, slug });
  return items[0] ?? null;
});

const RELATED_COUNT = 4;
const COMMENTS_SHOWN = 20;

const NO_COMMENTS = { items: [], total: 0 };

/**
 * Everything around a story: ads, related stories of its category and its comments. The ads and
 * the related stories are shared by many stories (the read cache answers them); the comments are
 * the story's own, so they are read only when its counter says it has some: most of an archive's
 * stories have none, and a story read from a search engine then costs one database read less.
 */
export async function storySurroundings(languageId: number, story: { id: number; category_id: number; total_comment: number }, withComments: boolean) {
  const [ads, related, comments] = await Promise.all([
    readData('get_ad_space_news_details', { language_id: languageId }),
    readList('get_news', { language_id: languageId, category_id: story.category_id, limit: RELATED_COUNT + 1 }),
    !withComments ? null : story.total_comment > 0 ? readList('get_comment_by_news', { news_id: story.id, limit: COMMENTS_SHOWN }) : NO_COMMENTS,
  ]);
  return {
    ads,
    related: related.items.filter((item) => item.id !== story.id).slice(0, RELATED_COUNT),
    comments,
  };
}
