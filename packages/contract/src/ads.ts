import { z } from 'zod';
import { absoluteUrlOrEmpty, rowId } from './json';
import { languageId, readParams } from './params';

export const getAdSpaceNewsDetailsParams = readParams({ ...languageId });

const adSpaceFields = {
  id: rowId,
  /** The placement: `news_details-top`, `news_details-bottom` or `featured_section`. */
  ad_space: z.string(),
  ad_image: absoluteUrlOrEmpty,
  web_ad_image: absoluteUrlOrEmpty,
  ad_url: z.string(),
};

const AD_SPACE_EXAMPLE = {
  id: 3,
  ad_space: 'news_details-top',
  ad_image: 'https://news.example.com/media/ads/ferry-app.webp',
  web_ad_image: 'https://news.example.com/media/ads/ferry-web.webp',
  ad_url: 'https://ferries.example.com/',
};

export const adSpace = z.object(adSpaceFields).strict().meta({ id: 'AdSpace', example: AD_SPACE_EXAMPLE });
export type AdSpace = z.infer<typeof adSpace>;

/** An ad placed after a featured section: clients show it only where this equals the section's `id`. */
export const sectionAdSpace = z
  .object({ ...adSpaceFields, ad_featured_section_id: rowId })
  .strict()
  .meta({ id: 'SectionAdSpace', example: { ...AD_SPACE_EXAMPLE, ad_space: 'featured_section', ad_featured_section_id: 2 } });
export type SectionAdSpace = z.infer<typeof sectionAdSpace>;

export const positionedAdSpace = z.object({ ...adSpaceFields, position: z.enum(['top', 'bottom']) }).strict();
export type PositionedAdSpace = z.infer<typeof positionedAdSpace>;

/** Either ad is null when no active ad fills that place. */
export const newsDetailsAds = z
  .object({
    ad_spaces_top: positionedAdSpace.nullable(),
    ad_spaces_bottom: positionedAdSpace.nullable(),
  })
  .strict()
  .meta({ id: 'NewsDetailsAds', example: { ad_spaces_top: { ...AD_SPACE_EXAMPLE, position: 'top' }, ad_spaces_bottom: null } });
export type NewsDetailsAds = z.infer<typeof newsDetailsAds>;

export const getAdSpaceNewsDetailsData = newsDetailsAds;
