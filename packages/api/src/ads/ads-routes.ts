import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { newsDetailsAds } from './ads-service';

const getAdSpaceNewsDetails = defineEndpoint('get_ad_space_news_details', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    return ok('Ad spaces fetched successfully', await newsDetailsAds(deps, languageId));
  },
});

export const adsEndpoints: AnyEndpoint[] = [getAdSpaceNewsDetails];
