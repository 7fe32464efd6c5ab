import { setLikeDislikeParams } from '@newsroom/contract/news';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { setNewsReaction } from './likes-service';

const setLikeDislike = defineEndpoint({
  name: 'set_like_dislike',
  summary: 'Likes (1), dislikes (2) or clears (0) the caller\'s reaction to a news item; returns the caller\'s reaction and the totals',
  auth: 'required',
  params: setLikeDislikeParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    const result = await setNewsReaction(deps, params.news_id, params.status, user);
    return ok(params.status === 0 ? 'Reaction removed successfully' : 'Reaction saved successfully', result);
  },
});

export const likesEndpoints: AnyEndpoint[] = [setLikeDislike];
