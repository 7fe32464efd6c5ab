import { getAdSpaceNewsDetailsData, getAdSpaceNewsDetailsParams } from '../ads';
import { getBreakingNewsData, getBreakingNewsParams, setBreakingNewsViewData, setBreakingNewsViewParams } from '../breaking-news';
import { getFeaturedSectionByIdData, getFeaturedSectionByIdParams, getFeaturedSectionsData, getFeaturedSectionsParams } from '../featured-sections';
import { getLanguageJsonDataData, getLanguageJsonDataParams, getLanguagesListData, getLanguagesListExtra, getLanguagesListParams } from '../languages';
import { getLiveStreamingData, getLiveStreamingParams } from '../live-streams';
import { getNotificationData, getNotificationParams } from '../notifications';
import { getPagesData, getPagesParams, getPolicyPagesData, getPolicyPagesExtra, getPolicyPagesParams, getWebSeoPagesData, getWebSeoPagesParams } from '../pages';
import { getSettingsData, getSettingsParams } from '../settings';
import {
  getCategoryData,
  getCategoryParams,
  getLocationData,
  getLocationParams,
  getSubcategoryByCategoryData,
  getSubcategoryByCategoryParams,
  getTagData,
  getTagParams,
} from '../taxonomy';
import type { EndpointEntry } from './entry';

/** What every reader sees: languages, settings, taxonomy, pages, ads, streams, breaking news, the home sections. */
export const siteEndpoints = {
  get_languages_list: {
    method: 'GET',
    auth: 'none',
    summary: 'The active languages, with the default language in the envelope',
    params: getLanguagesListParams,
    data: getLanguagesListData,
    extra: getLanguagesListExtra,
  },
  get_language_json_data: {
    method: 'GET',
    auth: 'none',
    summary: 'The UI labels of one language: a flat object label key to text',
    params: getLanguageJsonDataParams,
    data: getLanguageJsonDataData,
  },
  get_settings: {
    method: 'GET',
    auth: 'none',
    summary: 'Feature switches ("0"/"1"), time zone, branding, social links and the default language',
    params: getSettingsParams,
    data: getSettingsData,
  },
  get_category: {
    method: 'GET',
    auth: 'none',
    summary: 'The categories of a language in the site order, each with its subcategories; `slug` picks one',
    params: getCategoryParams,
    data: getCategoryData,
  },
  get_subcategory_by_category: {
    method: 'GET',
    auth: 'none',
    summary: 'The subcategories of one category (by id, or by slug in the given language)',
    params: getSubcategoryByCategoryParams,
    data: getSubcategoryByCategoryData,
  },
  get_tag: {
    method: 'GET',
    auth: 'none',
    summary: 'The tags of a language in alphabetical order; `slug` picks one',
    params: getTagParams,
    data: getTagData,
  },
  get_location: {
    method: 'GET',
    auth: 'none',
    summary: 'The places news can be tied to, in alphabetical order',
    params: getLocationParams,
    data: getLocationData,
  },
  get_pages: {
    method: 'GET',
    auth: 'none',
    summary: 'The published content pages of a language (about, contact, policies, custom); `slug` picks one; without `limit`, all of them',
    params: getPagesParams,
    data: getPagesData,
  },
  get_web_seo_pages: {
    method: 'GET',
    auth: 'none',
    summary: 'The SEO fields (title, description, image, schema) of one of the site screens',
    params: getWebSeoPagesParams,
    data: getWebSeoPagesData,
  },
  // The mobile app reads the two pages beside `data`, at the top of the envelope.
  get_policy_pages: {
    method: 'GET',
    auth: 'none',
    summary: 'The privacy policy and terms of a language, as top-level privacy_policy and terms_policy {id, title, page_content}',
    params: getPolicyPagesParams,
    data: getPolicyPagesData,
    extra: getPolicyPagesExtra,
  },
  get_ad_space_news_details: {
    method: 'GET',
    auth: 'none',
    summary: 'The ads shown above and below a news article (each null when none is placed)',
    params: getAdSpaceNewsDetailsParams,
    data: getAdSpaceNewsDetailsData,
  },
  get_live_streaming: {
    method: 'GET',
    auth: 'none',
    summary: 'The live streams of a language, newest first; `type` is url_youtube or url_other',
    params: getLiveStreamingParams,
    data: getLiveStreamingData,
  },
  get_breaking_news: {
    method: 'GET',
    auth: 'none',
    summary: 'The breaking news of a language, newest first; `slug` (or `id`) picks one item',
    params: getBreakingNewsParams,
    data: getBreakingNewsData,
  },
  set_breaking_news_view: {
    method: 'POST',
    auth: 'optional',
    summary: 'Counts one view of a breaking news item per reader or anonymous visitor',
    params: setBreakingNewsViewParams,
    data: setBreakingNewsViewData,
  },
  get_notification: {
    method: 'GET',
    auth: 'none',
    summary: 'Notifications sent to all readers of a language, newest first',
    params: getNotificationParams,
    data: getNotificationData,
  },
  // Both reads take an optional token: it personalises user_choice sections and fills each news
  // item's like/bookmark flags.
  get_featured_sections_website: {
    method: 'GET',
    auth: 'optional',
    summary: 'The home page sections of a language in order, each with its first items and the ad placed after it',
    params: getFeaturedSectionsParams,
    data: getFeaturedSectionsData,
    aliases: ['get_featured_sections'],
  },
  // Clients read `data[0].news` (or `.videos`, `.breaking_news`), so the one section comes in a list.
  get_featured_section_by_id: {
    method: 'GET',
    auth: 'optional',
    summary: 'A list holding one featured section (by id or slug) with a page of its items; total counts all its items',
    params: getFeaturedSectionByIdParams,
    data: getFeaturedSectionByIdData,
  },
} as const satisfies Record<string, EndpointEntry>;
