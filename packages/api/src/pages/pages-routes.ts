import { getPagesParams, getPolicyPagesParams, getWebSeoPagesParams } from '@newsroom/contract/pages';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listPages, seoPagesOf } from './pages-service';
import { policyPagesOf } from './policy-pages';

const getPages = defineEndpoint({
  name: 'get_pages',
  summary: 'The published content pages of a language (about, contact, policies, custom); `slug` picks one; without `limit`, all of them',
  auth: 'none',
  params: getPagesParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listPages(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Pages fetched successfully', items, total);
  },
});

const getWebSeoPages = defineEndpoint({
  name: 'get_web_seo_pages',
  summary: 'The SEO fields (title, description, image, schema) of one of the site screens',
  auth: 'none',
  params: getWebSeoPagesParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const items = await seoPagesOf(deps, languageId, params.type);
    return listReply('SEO pages fetched successfully', items, items.length);
  },
});

// The mobile app reads the two pages beside `data`, at the top of the envelope.
const getPolicyPages = defineEndpoint({
  name: 'get_policy_pages',
  summary: 'The privacy policy and terms of a language, as top-level privacy_policy and terms_policy {id, title, page_content}',
  auth: 'none',
  params: getPolicyPagesParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    return ok('Policy pages fetched successfully', {}, await policyPagesOf(deps, languageId));
  },
});

export const pagesEndpoints: AnyEndpoint[] = [getPages, getWebSeoPages, getPolicyPages];
