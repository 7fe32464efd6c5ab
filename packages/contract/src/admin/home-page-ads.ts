import { z } from 'zod';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/** The places readers' clients show an ad: above or below a story, or after a featured section. */
export const AD_PLACEMENTS = ['news_details-top', 'news_details-bottom', 'featured_section'] as const;

/** An ad space as the console lists and edits it; days are `YYYY-MM-DD` in the site's time zone. */
export const adSpaceRecord = z
  .object({
    id: z.number().int().positive(),
    language_id: z.number().int().positive(),
    ad_space: z.enum(AD_PLACEMENTS),
    featured_section_id: z.number().int().nullable(),
    ad_image: z.string(),
    web_ad_image: z.string(),
    ad_url: z.string(),
    active: z.boolean(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    created_at: isoTime(),
  })
  .strict();
export type AdSpaceRecord = z.infer<typeof adSpaceRecord>;

/** A cleared date input sends "" or null: both mean no bound. */
const day = () => z.preprocess((value) => (value === '' ? null : value), z.iso.date().nullable()).default(null);

/**
 * Creating or saving an ad; the images come as the files `web_ad_image` (the site) and `ad_image`
 * (the app). Only web addresses are links: no `javascript:` or `data:` behind an ad.
 */
export const adSpaceBody = z
  .object({
    language_id: z.number().int().min(1).max(2_147_483_647),
    ad_space: z.enum(AD_PLACEMENTS),
    featured_section_id: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    ad_url: z.url({ protocol: /^https?$/, message: 'must be an http or https address' }).max(500),
    active: z.boolean().default(true),
    starts_on: day(),
    ends_on: day(),
  })
  .strict()
  .superRefine((ad, ctx) => {
    if (ad.ad_space === 'featured_section' && ad.featured_section_id === null) ctx.addIssue({ code: 'custom', path: ['featured_section_id'], message: 'Choose the section the ad follows' });
    if (ad.starts_on && ad.ends_on && ad.ends_on < ad.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'must not be before the first day' });
  });

export const AD_IMAGE_FIELDS = ['web_ad_image', 'ad_image'] as const;

export const adSpaceListQuery = listQuery(['id', 'created_at'], z.object({
  language_id: z.number().int().positive().optional(),
  ad_space: z.enum(AD_PLACEMENTS).optional(),
  active: z.boolean().optional(),
  id: z.array(z.number().int().positive()).max(100).optional(),
}).strict());
