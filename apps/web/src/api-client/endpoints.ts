import type { z } from 'zod';
import type { getAdSpaceNewsDetailsParams, NewsDetailsAds } from '@newsroom/contract/ads';
import type { BreakingNewsItem, BreakingNewsView, getBreakingNewsParams, setBreakingNewsViewParams } from '@newsroom/contract/breaking-news';
import type {
  Comment,
  deleteCommentParams,
  getCommentByNewsParams,
  setCommentLikeDislikeParams,
  setCommentParams,
  setFlagParams,
} from '@newsroom/contract/comments';
import type { FeaturedSection, getFeaturedSectionByIdParams, getFeaturedSectionsParams } from '@newsroom/contract/featured-sections';
import type {
  IdentityAck,
  IdentityEmailSession,
  identityEmailSigninParams,
  identityEmailSignupParams,
  identityForgotPasswordParams,
  IdentityPhoneSession,
  identityPhoneSendCodeParams,
  identityPhoneSigninParams,
  IdentityProviders,
  identityProvidersParams,
  identityResendVerificationParams,
  identityResetPasswordParams,
  identityVerifyEmailParams,
} from '@newsroom/contract/identity';
import type { getLanguageJsonDataParams, getLanguagesListParams, Language, LanguageLabels } from '@newsroom/contract/languages';
import type { LiveStream, getLiveStreamingParams } from '@newsroom/contract/live-streams';
import type {
  BookmarkedNewsItem,
  BookmarkResult,
  deleteNewsImageParams,
  deleteNewsParams,
  getBookmarkParams,
  getNewsParams,
  LikeDislikeResult,
  NewsItem,
  NewsViewResult,
  setBookmarkParams,
  setLikeDislikeParams,
  setNewsParams,
  setNewsViewParams,
} from '@newsroom/contract/news';
import type {
  deleteUserNotificationParams,
  getNotificationParams,
  getUserNotificationParams,
  Notification,
  UserNotification,
} from '@newsroom/contract/notifications';
import type { getPagesParams, getWebSeoPagesParams, Page, SeoPage } from '@newsroom/contract/pages';
import type { RegisteredDevice, registerTokenParams } from '@newsroom/contract/push';
import type { getSettingsParams, Settings } from '@newsroom/contract/settings';
import type {
  Category,
  getCategoryParams,
  getLocationParams,
  getSubcategoryByCategoryParams,
  getTagParams,
  Location,
  Subcategory,
  Tag,
} from '@newsroom/contract/taxonomy';
import type {
  deleteUserParams,
  getUserByIdParams,
  SignedInUser,
  setUserCategoryParams,
  updateProfileParams,
  UserCategoryReply,
  UserWithCategories,
  userLogoutParams,
  userSignupParams,
} from '@newsroom/contract/users';

/** What a client may put in a parameter: text, numbers, and files where the call is multipart. */
export type ParamValue = string | number | boolean | Blob | readonly Blob[] | null | undefined;

/** An endpoint's parameters as a client sends them (the schema's input), typed from the contract. */
type In<Schema extends z.ZodType> = z.input<Schema>;
type Entry<Params, Data> = { params: Params; data: Data };
type NoData = unknown[];

/** Every endpoint of the contract: its parameters and the type of `data` in its envelope. */
export interface Endpoints {
  get_languages_list: Entry<In<typeof getLanguagesListParams>, Language[]>;
  get_language_json_data: Entry<In<typeof getLanguageJsonDataParams>, LanguageLabels>;
  get_settings: Entry<In<typeof getSettingsParams>, Settings>;
  get_category: Entry<In<typeof getCategoryParams>, Category[]>;
  get_subcategory_by_category: Entry<In<typeof getSubcategoryByCategoryParams>, Subcategory[]>;
  get_tag: Entry<In<typeof getTagParams>, Tag[]>;
  get_location: Entry<In<typeof getLocationParams>, Location[]>;
  get_news: Entry<In<typeof getNewsParams>, NewsItem[]>;
  get_breaking_news: Entry<In<typeof getBreakingNewsParams>, BreakingNewsItem[]>;
  get_live_streaming: Entry<In<typeof getLiveStreamingParams>, LiveStream[]>;
  get_featured_sections_website: Entry<In<typeof getFeaturedSectionsParams>, FeaturedSection[]>;
  get_featured_sections: Entry<In<typeof getFeaturedSectionsParams>, FeaturedSection[]>;
  /** A list holding the one section (`data[0]`). */
  get_featured_section_by_id: Entry<In<typeof getFeaturedSectionByIdParams>, FeaturedSection[]>;
  get_ad_space_news_details: Entry<In<typeof getAdSpaceNewsDetailsParams>, NewsDetailsAds>;
  get_pages: Entry<In<typeof getPagesParams>, Page[]>;
  get_web_seo_pages: Entry<In<typeof getWebSeoPagesParams>, SeoPage[]>;
  get_notification: Entry<In<typeof getNotificationParams>, Notification[]>;
  get_comment_by_news: Entry<In<typeof getCommentByNewsParams>, Comment[]>;
  set_news_view: Entry<In<typeof setNewsViewParams>, NewsViewResult>;
  set_breaking_news_view: Entry<In<typeof setBreakingNewsViewParams>, BreakingNewsView>;
  user_signup: Entry<In<typeof userSignupParams>, SignedInUser>;
  register_token: Entry<In<typeof registerTokenParams>, RegisteredDevice>;
  get_user_by_id: Entry<In<typeof getUserByIdParams>, UserWithCategories>;
  update_profile: Entry<In<typeof updateProfileParams> & { profile?: Blob }, UserWithCategories>;
  delete_user: Entry<In<typeof deleteUserParams>, Record<string, never>>;
  set_user_category: Entry<In<typeof setUserCategoryParams>, UserCategoryReply>;
  set_bookmark: Entry<In<typeof setBookmarkParams>, BookmarkResult>;
  get_bookmark: Entry<In<typeof getBookmarkParams>, BookmarkedNewsItem[]>;
  set_like_dislike: Entry<In<typeof setLikeDislikeParams>, LikeDislikeResult>;
  set_comment: Entry<In<typeof setCommentParams>, Comment[]>;
  delete_comment: Entry<In<typeof deleteCommentParams>, NoData>;
  set_comment_like_dislike: Entry<In<typeof setCommentLikeDislikeParams>, Comment[]>;
  set_flag: Entry<In<typeof setFlagParams>, NoData>;
  get_user_notification: Entry<In<typeof getUserNotificationParams>, UserNotification[]>;
  delete_user_notification: Entry<In<typeof deleteUserNotificationParams>, NoData>;
  set_news: Entry<
    Omit<In<typeof setNewsParams>, 'content_data'> & { image?: Blob; ofile?: readonly Blob[]; content_data?: string | Blob },
    NewsItem
  >;
  delete_news_images: Entry<In<typeof deleteNewsImageParams>, NoData>;
  delete_news: Entry<In<typeof deleteNewsParams>, NoData>;
  user_logout: Entry<In<typeof userLogoutParams>, IdentityAck>;
  // The built-in identity service (docs/identity-service.md).
  identity_providers: Entry<In<typeof identityProvidersParams>, IdentityProviders>;
  identity_email_signup: Entry<In<typeof identityEmailSignupParams>, IdentityAck>;
  identity_resend_verification: Entry<In<typeof identityResendVerificationParams>, IdentityAck>;
  identity_verify_email: Entry<In<typeof identityVerifyEmailParams>, IdentityEmailSession>;
  identity_email_signin: Entry<In<typeof identityEmailSigninParams>, IdentityEmailSession>;
  identity_forgot_password: Entry<In<typeof identityForgotPasswordParams>, IdentityAck>;
  identity_reset_password: Entry<In<typeof identityResetPasswordParams>, IdentityEmailSession>;
  identity_phone_send_code: Entry<In<typeof identityPhoneSendCodeParams>, IdentityAck>;
  identity_phone_signin: Entry<In<typeof identityPhoneSigninParams>, IdentityPhoneSession>;
}

export type EndpointName = keyof Endpoints;
export type ParamsOf<E extends EndpointName> = Endpoints[E]['params'];
export type DataOf<E extends EndpointName> = Endpoints[E]['data'];

/** SPEC section 6: sent without authorization even when the reader is signed in. */
export const PUBLIC_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'get_languages_list',
  'get_category',
  'get_language_json_data',
  'get_settings',
]);

/** SPEC section 7: these calls are multipart (they can carry files). */
export const MULTIPART_ENDPOINTS: ReadonlySet<EndpointName> = new Set(['update_profile', 'set_news', 'register_token']);

/** Reads are GET with a query string, writes POST with a body (SPEC section 7's table). */
export function methodOf(endpoint: EndpointName): 'GET' | 'POST' {
  return endpoint.startsWith('get_') ? 'GET' : 'POST';
}
