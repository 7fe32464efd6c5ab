import { cache } from 'react';
import { readData, readList } from '../../server-data/api';

/** A story by its slug in one language; null when no published story has that slug there. */
export const findStory = cache(async (languageId: number, slug: string) => {
  const { items } = await readList('get_news', { language_id: languageId, slug });
  return items[0] ?? null;
});

const RELATED_COUNT = 4;
const COMMENTS_SHOWN = 20;

/** Everything around a story: ads, related stories of its category and its comments. */
export async function storySurroundings(languageId: number, story: { id: number; category_id: number }, withComments: boolean) {
  const [ads, related, comments] = await Promise.all([
    readData('get_ad_space_news_details', { language_id: languageId }),
    readList('get_news', { language_id: languageId, category_id: story.category_id, limit: RELATED_COUNT + 1 }),
    withComments ? readList('get_comment_by_news', { news_id: story.id, limit: COMMENTS_SHOWN }) : null,
  ]);
  return {
    ads,
    related: related.items.filter((item) => item.id !== story.id).slice(0, RELATED_COUNT),
    comments,
  };
}
