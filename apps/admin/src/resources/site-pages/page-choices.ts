import { PAGE_TYPES, SEO_PAGE_TYPES } from '@newsroom/contract/pages';

/** The contract's types, named in the console's words (react-admin translates the keys). */
export const PAGE_TYPE_CHOICES = PAGE_TYPES.map((type) => ({ id: type, name: `console.site_pages.page_types.${type}` }));
export const SEO_TYPE_CHOICES = SEO_PAGE_TYPES.map((type) => ({ id: type, name: `console.site_pages.seo_types.${type}` }));
