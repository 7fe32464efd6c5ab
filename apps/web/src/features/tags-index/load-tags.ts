import { cache } from 'react';
import { readList } from '../../server-data/api';
import type { IndexTag } from './tag-groups';

/** The API's largest page. */
const API_PAGE = 100;
/** A bound on the pages read, should a newsroom ever hold that many tags. */
const MOST_PAGES = 50;

/** Every tag of a language (get_tag, a page of 100 at a time). */
export const allTagsOf = cache(async (languageId: number): Promise<IndexTag[]> => {
  const tags: IndexTag[] = [];
  for (let page = 0; page < MOST_PAGES; page++) {
    const { items, total } = await readList('get_tag', { language_id: languageId, offset: page * API_PAGE, limit: API_PAGE });
    tags.push(...items.map(({ id, tag_name, slug }) => ({ id, tag_name, slug })));
    if (items.length < API_PAGE || tags.length >= total) break;
  }
  return tags;
});
