import type { AdminRoute } from '../core/admin-route';
import { adSpaceRoutes } from './ad-space-routes';
import { sectionChoiceRoutes } from './section-choices';
import { sectionRoutes } from './section-routes';

/** Featured sections and ad spaces. The named paths come before `featured-sections/:id`, which would take them. */
export const homePageRoutes = [...sectionChoiceRoutes, ...sectionRoutes, ...adSpaceRoutes] as AdminRoute[];
