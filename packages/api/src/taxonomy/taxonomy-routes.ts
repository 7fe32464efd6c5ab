import { getCategoryParams, getLocationParams, getSubcategoryByCategoryParams, getTagParams } from '@newsroom/contract/taxonomy';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listCategories, subcategoriesOfCategory } from './categories-service';
import { listLocations, listTags } from './tags-locations-service';

const getCategory = defineEndpoint({
  name: 'get_category',
  summary: 'The categories of a language in the site order, each with its subcategories; `slug` picks one',
  auth: 'none',
  params: getCategoryParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listCategories(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Category fetched successfully', items, total);
  },
});

const getSubcategoryByCategory = defineEndpoint({
  name: 'get_subcategory_by_category',
  summary: 'The subcategories of one category (by id, or by slug in the given language)',
  auth: 'none',
  params: getSubcategoryByCategoryParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const items = await subcategoriesOfCategory(deps, params.category_id, languageId);
    return listReply('Subcategory fetched successfully', items, items.length);
  },
});

const getTag = defineEndpoint({
  name: 'get_tag',
  summary: 'The tags of a language in alphabetical order; `slug` picks one',
  auth: 'none',
  params: getTagParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listTags(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Tag fetched successfully', items, total);
  },
});

const getLocation = defineEndpoint({
  name: 'get_location',
  summary: 'The places news can be tied to, in alphabetical order',
  auth: 'none',
  params: getLocationParams,
  cacheable: true,
  async handle({ deps, params }) {
    const { items, total } = await listLocations(deps, params);
    return listReply('Location fetched successfully', items, total);
  },
});

export const taxonomyEndpoints: AnyEndpoint[] = [getCategory, getSubcategoryByCategory, getTag, getLocation];
