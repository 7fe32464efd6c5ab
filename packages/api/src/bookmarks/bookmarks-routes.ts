import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listBookmarks, setBookmark } from './bookmarks-service';

const setBookmarkEndpoint = defineEndpoint('set_bookmark', {
  invalidates: true,
  async handle({ deps, params, user }) {
    const result = await setBookmark(deps, params.news_id, params.status, user);
    return ok(params.status === 1 ? 'Bookmark added successfully' : 'Bookmark removed successfully', result);
  },
});

// Not cacheable: the list is the caller's own.
const getBookmark = defineEndpoint('get_bookmark', {
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listBookmarks(deps, { languageId, offset: params.offset, limit: params.limit }, user);
    return listReply('Bookmarks fetched successfully', items, total);
  },
});

export const bookmarksEndpoints: AnyEndpoint[] = [setBookmarkEndpoint, getBookmark];
