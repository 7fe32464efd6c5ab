import type { AdminRoute } from '../core/admin-route';
import { pageRoutes } from './page-routes';
import { seoPageRoutes } from './seo-page-routes';
import { surveyRoutes } from './survey-routes';

/** Surveys, content pages and the SEO fields of the site's fixed screens (plan, slice 9). */
export const sitePagesRoutes: AdminRoute[] = [...surveyRoutes, ...pageRoutes, ...seoPageRoutes] as AdminRoute[];
