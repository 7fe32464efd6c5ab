import type { AdminRoute } from '../core/admin-route';
import { categoryRoutes } from './category-routes';
import { locationRoutes } from './location-routes';
import { subcategoryRoutes } from './subcategory-routes';
import { tagRoutes } from './tag-routes';

/** Categories, subcategories, tags and locations (plan slice 6). */
export const taxonomyRoutes: AdminRoute[] = [...categoryRoutes, ...subcategoryRoutes, ...tagRoutes, ...locationRoutes] as AdminRoute[];
