import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listCategories, subcategoriesOfCategory } from './categories-service';
import { listLocations, listTags } from './tags-locations-service';

const getCategory = defineEndpoint('get_category', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listCategories(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Category fetched successfully', items, total);
  },
});

const getSubcategoryByCategory = defineEndpoint('get_subcategory_by_category', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const items = await subcategoriesOfCategory(deps, params.category_id, languageId);
    return listReply('Subcategory fetched successfully', items, items.length);
  },
});

const getTag = defineEndpoint('get_tag', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listTags(deps, { languageId, slug: params.slug, offset: params.offset, limit: params.limit });
    return listReply('Tag fetched successfully', items, total);
  },
});

const getLocation = defineEndpoint('get_location', {
  cacheable: true,
  async handle({ deps, params }) {
    const { items, total } = await listLocations(deps, params);
    return listReply('Location fetched successfully', items, total);
  },
});

export const taxonomyEndpoints: AnyEndpoint[] = [getCategory, getSubcategoryByCategory, getTag, getLocation];
