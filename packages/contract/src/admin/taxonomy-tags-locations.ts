import { z } from 'zod';
import { slug, textWithoutTags } from '../params';
import { listQuery } from './list-query';
import { seoFields, seoUpdateFields } from './taxonomy';

const rowId = () => z.number().int().positive();
const idFilter = () => z.array(z.coerce.number().int().positive()).max(100);

/** A tag as the console edits it; `og_image` is the picture shared pages show, an address or ''. */
export const adminTagRecord = z
  .object({
    id: rowId(),
    language_id: rowId(),
    tag_name: z.string(),
    slug: z.string(),
    og_image: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    news_count: z.number().int().nonnegative(),
  })
  .strict();
export type AdminTagRecord = z.infer<typeof adminTagRecord>;

const tagName = () => textWithoutTags(100, 1);

export const tagCreateBody = z.object({ language_id: rowId(), tag_name: tagName(), slug: slug().optional(), ...seoFields }).strict();

export const tagUpdateBody = z
  .object({
    tag_name: tagName().optional(),
    slug: slug().optional(),
    ...seoUpdateFields,
    remove_og_image: z.boolean().optional(),
  })
  .strict();

export const tagListQuery = listQuery(
  ['tag_name', 'slug', 'id'],
  z.object({ language_id: z.coerce.number().int().positive().optional(), q: z.string().max(100).optional(), id: idFilter().optional() }).strict(),
);

const latitude = () => z.number({ error: 'must be a number' }).min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90');
const longitude = () => z.number({ error: 'must be a number' }).min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180');

/** A place stories can be tied to, shared by every language. */
export const adminLocationRecord = z
  .object({ id: rowId(), location_name: z.string(), latitude: z.number(), longitude: z.number(), news_count: z.number().int().nonnegative() })
  .strict();
export type AdminLocationRecord = z.infer<typeof adminLocationRecord>;

export const locationCreateBody = z.object({ location_name: textWithoutTags(100, 1), latitude: latitude(), longitude: longitude() }).strict();
export const locationUpdateBody = locationCreateBody.partial().strict();

export const locationListQuery = listQuery(
  ['location_name', 'id'],
  z.object({ q: z.string().max(100).optional(), id: idFilter().optional() }).strict(),
);

/**
 * The radius check: which locations a reader at this point gets location news from. Without
 * `radius_km`, the site's own radius (setting `nearest_location_measure`).
 */
export const locationNearQuery = z
  .object({
    latitude: z.coerce.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
    longitude: z.coerce.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
    radius_km: z.coerce.number().positive().max(20_100).optional(),
  })
  .strict();

export const locationNearData = z
  .object({
    radius_km: z.number().positive(),
    locations: z.array(z.object({ id: rowId(), location_name: z.string(), latitude: z.number(), longitude: z.number(), distance_km: z.number().nonnegative() }).strict()),
  })
  .strict();
export type LocationNearData = z.infer<typeof locationNearData>;
