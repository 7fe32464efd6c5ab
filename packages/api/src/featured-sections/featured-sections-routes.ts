import { getFeaturedSectionByIdParams, getFeaturedSectionsParams } from '@newsroom/contract/featured-sections';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { featuredSectionWithItems, listFeaturedSections } from './featured-sections-service';

// Both reads take an optional token: it personalises user_choice sections and fills each news
// item's like/bookmark flags. Only anonymous answers are cached, so personal answers never leak.
const getFeaturedSections = defineEndpoint({
  name: 'get_featured_sections_website',
  aliases: ['get_featured_sections'],
  summary: 'The home page sections of a language in order, each with its first items and the ad placed after it',
  auth: 'optional',
  params: getFeaturedSectionsParams,
  cacheable: true,
  async handle({ deps, params, user }) {
    const { sections, total } = await listFeaturedSections(deps, params, user);
    return listReply('Featured sections fetched successfully', sections, total);
  },
});

// Clients read `data[0].news` (or `.videos`, `.breaking_news`), so the one section comes in a list;
// the list is never empty (an unknown section is a 404), so it is never "No Data Found".
const getFeaturedSectionById = defineEndpoint({
  name: 'get_featured_section_by_id',
  summary: 'A list holding one featured section (by id or slug) with a page of its items; total counts all its items',
  auth: 'optional',
  params: getFeaturedSectionByIdParams,
  cacheable: true,
  async handle({ deps, params, user }) {
    const { section, total } = await featuredSectionWithItems(deps, params, user);
    return { message: 'Featured section fetched successfully', data: [section], total };
  },
});

export const featuredSectionsEndpoints: AnyEndpoint[] = [getFeaturedSections, getFeaturedSectionById];
