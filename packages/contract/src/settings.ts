import { z } from 'zod';
import { absoluteUrlOrEmpty, rowId, zeroOrOne } from './json';
import { language } from './languages';
import { id, readParams, text } from './params';
import { NEWS_SUBMISSION_MODES } from './roles';

/**
 * `type` is sent by existing clients and ignored: the whole settings object is always answered.
 * `language_id` (optional) words the texts a newsroom writes per language (the footer
 * description) in that language; without it, or without such a text, the site-wide one.
 */
export const getSettingsParams = readParams({ type: text(50).optional(), language_id: id().optional() });

/** A feature switch: existing clients compare it with the strings "0"/"1". */
export const modeSwitch = zeroOrOne;
export type ModeSwitch = z.infer<typeof modeSwitch>;

export const webSetting = z
  .object({
    web_name: z.string(),
    /** A CSS colour, e.g. `#1A2E51`, or "". */
    web_color_code: z.string(),
    web_footer_description: z.string(),
    web_header_logo: absoluteUrlOrEmpty,
    web_footer_logo: absoluteUrlOrEmpty,
    web_placeholder_image: absoluteUrlOrEmpty,
    /** SEO defaults (an addition): pages without search fields of their own use these, worded per language where the newsroom did. */
    meta_title: z.string().optional(),
    meta_description: z.string().optional(),
    meta_keyword: z.string().optional(),
    og_image: absoluteUrlOrEmpty.optional(),
  })
  .strict();
export type WebSetting = z.infer<typeof webSetting>;

export const socialMediaLink = z
  .object({
    id: rowId,
    image: absoluteUrlOrEmpty,
    link: z.string(),
  })
  .strict();
export type SocialMediaLink = z.infer<typeof socialMediaLink>;

export const settings = z
  .object({
    category_mode: modeSwitch,
    subcategory_mode: modeSwitch,
    breaking_news_mode: modeSwitch,
    live_streaming_mode: modeSwitch,
    comments_mode: modeSwitch,
    location_news_mode: modeSwitch,
    auto_delete_expire_news_mode: modeSwitch,
    /** Radius in kilometres within which location news counts as near. */
    nearest_location_measure: z.number().min(0),
    system_timezone: z.string(),
    /** Who may write news: `authors` (readers granted an author role) or `everyone` signed in. */
    news_submission: z.enum(NEWS_SUBMISSION_MODES),
    /** Null only while no language is active. */
    default_language: language.nullable(),
    web_setting: webSetting,
    social_media: z.array(socialMediaLink),
    /** The site's VAPID public key (base64url) browsers subscribe to push with; "" when push is off. */
    vapid_public_key: z.string(),
  })
  .strict()
  .meta({
    id: 'Settings',
    example: {
      category_mode: '1',
      subcategory_mode: '1',
      breaking_news_mode: '1',
      live_streaming_mode: '1',
      comments_mode: '1',
      location_news_mode: '0',
      auto_delete_expire_news_mode: '0',
      nearest_location_measure: 50,
      system_timezone: 'Europe/London',
      news_submission: 'authors',
      default_language: { id: 1, language: 'English', code: 'en', status: 1, isRTL: '0', image: 'https://news.example.com/media/flags/en.webp', display_name: 'English' },
      web_setting: {
        web_name: 'The Daily Harbour',
        web_color_code: '#1A2E51',
        web_footer_description: 'Local news from the harbour town, every day.',
        web_header_logo: 'https://news.example.com/media/settings/header-logo.webp',
        web_footer_logo: 'https://news.example.com/media/settings/footer-logo.webp',
        web_placeholder_image: '',
      },
      social_media: [{ id: 1, image: 'https://news.example.com/media/social/x.webp', link: 'https://x.com/dailyharbour' }],
      vapid_public_key: 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEC2N2eV2b7AVBFmMQBCXi6Dr1oLmBB2eFQnzDq5GjjFpKQzkg2OpFuXuM',
    },
  });
export type Settings = z.infer<typeof settings>;

export const getSettingsData = settings;
