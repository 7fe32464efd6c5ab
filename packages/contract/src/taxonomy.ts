import { idOrSlug, languageId, paging, readParams, slug } from './params';

export const getCategoryParams = readParams({ ...languageId, ...paging, slug: slug().optional() });
export const getSubcategoryByCategoryParams = readParams({ ...languageId, category_id: idOrSlug() });
export const getTagParams = readParams({ ...languageId, ...paging, slug: slug().optional() });
export const getLocationParams = readParams({ ...paging });

export interface SubcategorySummary {
  id: number;
  category_id: number;
  subcategory_name: string;
  slug: string;
  image: string;
}

export interface Category {
  id: number;
  language_id: number;
  category_name: string;
  slug: string;
  row_order: number;
  image: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  sub_categories: SubcategorySummary[];
}

export interface Subcategory extends SubcategorySummary {
  language_id: number;
  category: { id: number; category_name: string };
}

export interface Tag {
  id: number;
  language_id: number;
  tag_name: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  og_image: string;
}

export interface Location {
  id: number;
  location_name: string;
  latitude: number;
  longitude: number;
}
