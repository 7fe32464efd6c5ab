import { z } from 'zod';
import { CONTENT_TYPES } from '../news';
import { slug, text, textWithoutTags } from '../params';
import { youtubeVideoId } from '../youtube';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/** 1 readers see it (open, on air), 0 the newsroom closed or ended it. */
export const LIVE_STATUS = [0, 1] as const;
const status = () => z.union([z.literal(0), z.literal(1)]);
const languageId = () => z.number().int().min(1).max(2_147_483_647);
const ids = () => z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100);

/** An http(s) address without credentials, which would only leak on the page. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The one video-address rule of the console's forms, so the message lands under the input before
 * the API (video-links.ts) applies the same rule: YouTube must name a video, others be http(s).
 */
function videoAddressIssue(kind: 'youtube' | 'other', value: string): string | null {
  if (value.trim() === '') return 'is required';
  if (kind === 'youtube') return youtubeVideoId(value.trim()) ? null : 'must be a YouTube video address';
  return isWebAddress(value.trim()) ? null : 'must be an http or https address';
}

const seoShape = {
  meta_title: textWithoutTags(200).default(''),
  meta_description: textWithoutTags(500).default(''),
  meta_keyword: textWithoutTags(500).default(''),
};

export const breakingNewsRecord = z
  .object({
    id: z.number().int().positive(),
    language_id: z.number().int().positive(),
    title: z.string(),
    slug: z.string(),
    /** Its address, or "" without one. */
    image: z.string(),
    content_type: z.enum(CONTENT_TYPES),
    /** The video's address (an uploaded video's too); "" for a `standard_post`. */
    content_value: z.string(),
    description: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** The JSON-LD as the editor stored it. */
    schema_markup: z.string(),
    status: status(),
    total_views: z.number().int().nonnegative(),
    created_at: isoTime(),
  })
  .strict();
export type BreakingNewsRecord = z.infer<typeof breakingNewsRecord>;

/**
 * A breaking news item as the console writes it; the image (and an uploaded video) come as files.
 * An empty slug is made from the title. `content_value` is the video address of a linked video and
 * is ignored otherwise (an uploaded video keeps its file unless a new one is sent).
 */
export const breakingNewsBody = z
  .object({
    language_id: languageId(),
    title: text(200, 1),
    slug: z.union([z.literal(''), slug()]).default(''),
    content_type: z.enum(CONTENT_TYPES).default('standard_post'),
    content_value: text(2000).default(''),
    description: text(100_000).default(''),
    ...seoShape,
    schema_markup: text(10_000).default(''),
    status: status().default(1),
    /** Removes the stored image when no new one is sent. */
    remove_image: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.content_type !== 'video_youtube' && body.content_type !== 'video_other') return;
    const issue = videoAddressIssue(body.content_type === 'video_youtube' ? 'youtube' : 'other', body.content_value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['content_value'], message: issue });
  });

export const breakingNewsListQuery = listQuery(
  ['created_at', 'title', 'total_views'],
  z
    .object({
      q: z.string().max(100).optional(),
      language_id: languageId().optional(),
      status: status().optional(),
      id: z.array(z.number().int().positive()).max(100).optional(),
    })
    .strict(),
);

export const LIVE_STREAM_TYPES = ['url_youtube', 'url_other'] as const;

export const liveStreamRecord = z
  .object({
    id: z.number().int().positive(),
    language_id: z.number().int().positive(),
    title: z.string(),
    image: z.string(),
    /** `url_youtube`, or `url_other` (an HLS `.m3u8` or a direct video address). */
    type: z.enum(LIVE_STREAM_TYPES),
    url: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    status: status(),
    created_at: isoTime(),
  })
  .strict();
export type LiveStreamRecord = z.infer<typeof liveStreamRecord>;

export const liveStreamBody = z
  .object({
    language_id: languageId(),
    title: text(200, 1),
    type: z.enum(LIVE_STREAM_TYPES),
    url: text(2000),
    ...seoShape,
    status: status().default(1),
    remove_image: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = videoAddressIssue(body.type === 'url_youtube' ? 'youtube' : 'other', body.url);
    if (issue) ctx.addIssue({ code: 'custom', path: ['url'], message: issue });
  });

export const liveStreamListQuery = listQuery(
  ['created_at', 'title'],
  z
    .object({
      q: z.string().max(100).optional(),
      language_id: languageId().optional(),
      status: status().optional(),
      id: z.array(z.number().int().positive()).max(100).optional(),
    })
    .strict(),
);

/** Opens or closes (puts on air or ends) several items at once. */
export const liveStatusBody = z.object({ ids: ids(), status: status() }).strict();
export const liveStatusData = z.object({ changed: z.number().int().nonnegative() }).strict();
/** How many devices a push was queued for is unknown at once: its queued notification, or null with push off. */
export const breakingNewsPushData = z.object({ notification_id: z.number().int().positive().nullable() }).strict();
