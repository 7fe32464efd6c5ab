import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listLikedNews, setNewsReaction } from './likes-service';

const setLikeDislike = defineEndpoint('set_like_dislike', {
  invalidates: true,
  async handle({ deps, params, user }) {
    const result = await setNewsReaction(deps, params.news_id, params.status, user);
    return ok(params.status === 0 ? 'Reaction removed successfully' : 'Reaction saved successfully', result);
  },
});

// Not cacheable: the list is the caller's own. The mobile app reads it to show and undo likes.
const getLike = defineEndpoint('get_like', {
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listLikedNews(deps, { languageId, offset: params.offset, limit: params.limit }, user);
    return listReply('Liked news fetched successfully', items, total);
  },
});

export const likesEndpoints: AnyEndpoint[] = [setLikeDislike, getLike];
