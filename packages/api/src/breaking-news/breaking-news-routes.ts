import { ANONYMOUS_VIEWS_PER_MINUTE, defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { breakingNewsItem, listBreakingNews, recordBreakingNewsView } from './breaking-news-service';

const getBreakingNews = defineEndpoint('get_breaking_news', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const one = params.slug !== undefined ? { slug: params.slug } : params.id;
    if (one) return listReply('Breaking news fetched successfully', [await breakingNewsItem(deps, one)], 1);
    const { items, total } = await listBreakingNews(deps, { languageId, offset: params.offset, limit: params.limit });
    return listReply('Breaking news fetched successfully', items, total);
  },
});

const setBreakingNewsView = defineEndpoint('set_breaking_news_view', {
  anonymousPerMinute: ANONYMOUS_VIEWS_PER_MINUTE,
  async handle({ deps, params, user, visitor }) {
    const view = await recordBreakingNewsView(deps, params.breaking_news_id, user, visitor);
    return ok('Breaking news view set successfully', view);
  },
});

export const breakingNewsEndpoints: AnyEndpoint[] = [getBreakingNews, setBreakingNewsView];
