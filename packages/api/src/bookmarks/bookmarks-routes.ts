import { getBookmarkParams, setBookmarkParams } from '@newsroom/contract/news';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listBookmarks, setBookmark } from './bookmarks-service';

const setBookmarkEndpoint = defineEndpoint({
  name: 'set_bookmark',
  summary: 'Bookmarks (status 1) or un-bookmarks (status 0) a news item for the caller',
  auth: 'required',
  params: setBookmarkParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    const result = await setBookmark(deps, params.news_id, params.status, user);
    return ok(params.status === 1 ? 'Bookmark added successfully' : 'Bookmark removed successfully', result);
  },
});

// Not cacheable: the list is the caller's own.
const getBookmark = defineEndpoint({
  name: 'get_bookmark',
  summary: 'The news the caller bookmarked, newest bookmark first',
  auth: 'required',
  params: getBookmarkParams,
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listBookmarks(deps, { languageId, offset: params.offset, limit: params.limit }, user);
    return listReply('Bookmarks fetched successfully', items, total);
  },
});

export const bookmarksEndpoints: AnyEndpoint[] = [setBookmarkEndpoint, getBookmark];
