import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { featuredSectionWithItems, listFeaturedSections } from './featured-sections-service';

// Both reads take an optional token: it personalises user_choice sections and fills each news
// item's like/bookmark flags. Only anonymous answers are cached, so personal answers never leak.
const getFeaturedSections = defineEndpoint('get_featured_sections_website', {
  cacheable: true,
  async handle({ deps, params, user }) {
    const { sections, total } = await listFeaturedSections(deps, params, user);
    return listReply('Featured sections fetched successfully', sections, total);
  },
});

// Clients read `data[0].news` (or `.videos`, `.breaking_news`), so the one section comes in a list;
// the list is never empty (an unknown section is a 404), so it is never "No Data Found".
const getFeaturedSectionById = defineEndpoint('get_featured_section_by_id', {
  cacheable: true,
  async handle({ deps, params, user }) {
    const { section, total } = await featuredSectionWithItems(deps, params, user);
    return { message: 'Featured section fetched successfully', data: [section], total };
  },
});

export const featuredSectionsEndpoints: AnyEndpoint[] = [getFeaturedSections, getFeaturedSectionById];
