import { languageId, readParams } from './params';

export const getAdSpaceNewsDetailsParams = readParams({ ...languageId });

export interface AdSpace {
  id: number;
  /** The placement: `news_details-top`, `news_details-bottom` or `featured_section`. */
  ad_space: string;
  ad_image: string;
  web_ad_image: string;
  ad_url: string;
}

/** An ad placed after a featured section: clients show it only where this equals the section's `id`. */
export interface SectionAdSpace extends AdSpace {
  ad_featured_section_id: number;
}

export interface PositionedAdSpace extends AdSpace {
  position: 'top' | 'bottom';
}

/** Either ad is null when no active ad fills that place. */
export interface NewsDetailsAds {
  ad_spaces_top: PositionedAdSpace | null;
  ad_spaces_bottom: PositionedAdSpace | null;
}
