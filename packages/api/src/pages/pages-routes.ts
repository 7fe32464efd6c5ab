import { getPagesParams, getWebSeoPagesParams } from '@newsroom/contract/pages';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listPages, seoPagesOf } from './pages-service';

const getPages = defineEndpoint({
  name: 'get_pages',
  summary: 'The published content pages of a language (about, contact, policies, custom); `slug` picks one',
  auth: 'none',
  params: getPagesParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const items = await listPages(deps, languageId, params.slug);
    return listReply('Pages fetched successfully', items, items.length);
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

export const pagesEndpoints: AnyEndpoint[] = [getPages, getWebSeoPages];
