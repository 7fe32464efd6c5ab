import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listPages, seoPagesOf } from './pages-service';
import { policyPagesOf } from './policy-pages';

const getPages = defineEndpoint('get_pages', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listPages(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Pages fetched successfully', items, total);
  },
});

const getWebSeoPages = defineEndpoint('get_web_seo_pages', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const items = await seoPagesOf(deps, languageId, params.type);
    return listReply('SEO pages fetched successfully', items, items.length);
  },
});

// The mobile app reads the two pages beside `data`, at the top of the envelope.
const getPolicyPages = defineEndpoint('get_policy_pages', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    return ok('Policy pages fetched successfully', {}, await policyPagesOf(deps, languageId));
  },
});

export const pagesEndpoints: AnyEndpoint[] = [getPages, getWebSeoPages, getPolicyPages];
