import { z } from 'zod';
import { CONTENT_TYPES, MAX_NEWS_IMAGES, MAX_NEWS_TAGS, newsFieldShape } from '../news';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/** A story's status by name (the column keeps NEWS_STATUS numbers, 3 for a draft). */
export const STORY_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** What a status may be set to by a write; `rejected` comes only with a reason, from the reject route. */
export const WRITABLE_STORY_STATUSES = ['draft', 'pending', 'published'] as const;

/**
 * What readers see of it now: a published story is `scheduled` while its `published_at` is ahead,
 * `expired` once its `show_till` day has passed, else `published`; the others are their status.
 */
export const STORY_STATES = ['draft', 'pending', 'scheduled', 'published', 'expired', 'rejected'] as const;
export type StoryState = (typeof STORY_STATES)[number];

const recordId = () => z.number().int().positive();

/** Who wrote a story: a reader (from the writers' desk), a staff member, or the newsroom (the seed). */
export const storyWriter = z
  .object({ kind: z.enum(['reader', 'staff', 'newsroom']), id: recordId().nullable(), name: z.string() })
  .strict();

/** A story as the console lists and edits it. Files are absolute addresses. */
export const adminNewsRecord = z
  .object({
    id: recordId(),
    language_id: recordId(),
    category_id: recordId(),
    category_name: z.string(),
    subcategory_id: recordId().nullable(),
    location_id: recordId().nullable(),
    tag_ids: z.array(recordId()),
    title: z.string(),
    slug: z.string(),
    content_type: z.enum(CONTENT_TYPES),
    /** The YouTube or other video address, or the uploaded video's address; '' for a standard post. */
    content_value: z.string(),
    /** The story text as sanitized HTML. */
    description: z.string(),
    image: z.string(),
    /** The gallery in its order; `id` is what `gallery_order` and the image delete route name. */
    gallery: z.array(z.object({ id: recordId(), image: z.string() }).strict()),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    status: z.enum(STORY_STATUSES),
    state: z.enum(STORY_STATES),
    published_at: isoTime(),
    /** The last day readers see it (`YYYY-MM-DD`), or null for no end. */
    show_till: z.string().nullable(),
    rejection_reason: z.string(),
    writer: storyWriter,
    reviewed_by: recordId().nullable(),
    reviewed_at: isoTime().nullable(),
    /** Where readers find it once published: the site path `/<language code>/news/<slug>`. */
    path: z.string(),
    views: z.number().int().nonnegative(),
    created_at: isoTime(),
    updated_at: isoTime(),
  })
  .strict();
export type AdminNewsRecord = z.infer<typeof adminNewsRecord>;

const relation = () => z.number().int().positive().max(2_147_483_647);
const ids = (max: number) => z.array(relation()).max(max);

/**
 * A story's fields with set_news's own rules (`newsFieldShape`). Absent fields keep the current
 * value on an update (create: their defaults); null clears an optional relation or `show_till`.
 * `published_at` in the future schedules a published story. `send_push` notifies subscribers when
 * the write leaves the story published (and not scheduled).
 */
const storyFields = {
  language_id: relation(),
  category_id: relation(),
  subcategory_id: relation().nullable(),
  location_id: relation().nullable(),
  tag_ids: ids(MAX_NEWS_TAGS),
  title: newsFieldShape.title,
  slug: newsFieldShape.slug,
  content_type: newsFieldShape.content_type,
  /** The video address for `video_youtube` and `video_other` (an upload comes as the file `video`). */
  content_data: newsFieldShape.content_data,
  description: newsFieldShape.description,
  meta_title: newsFieldShape.meta_title,
  meta_description: newsFieldShape.meta_description,
  meta_keyword: newsFieldShape.meta_keyword,
  show_till: newsFieldShape.show_till,
  status: z.enum(WRITABLE_STORY_STATUSES),
  published_at: isoTime(),
  send_push: z.boolean(),
};

/** `POST news` (files: `image` required, `gallery` up to MAX_NEWS_IMAGES, `video` for `video_upload`). */
export const newsCreateBody = z
  .object({
    ...storyFields,
    subcategory_id: storyFields.subcategory_id.optional(),
    location_id: storyFields.location_id.optional(),
    tag_ids: storyFields.tag_ids.default([]),
    slug: storyFields.slug.optional(),
    content_type: storyFields.content_type.default('standard_post'),
    content_data: storyFields.content_data.optional(),
    description: storyFields.description.default(''),
    meta_title: storyFields.meta_title.optional(),
    meta_description: storyFields.meta_description.optional(),
    meta_keyword: storyFields.meta_keyword.optional(),
    show_till: storyFields.show_till.optional(),
    status: storyFields.status.default('draft'),
    published_at: storyFields.published_at.optional(),
    send_push: storyFields.send_push.default(false),
  })
  .strict();

/**
 * `PUT news/:id`: every field optional. `gallery_order` lists the saved gallery ids in their new
 * order (as set_news). `updated_at` is the version the form edited: a newer row answers 409.
 */
export const newsUpdateBody = z
  .object({
    ...Object.fromEntries(Object.entries(storyFields).map(([name, schema]) => [name, schema.optional()])) as {
      [K in keyof typeof storyFields]: z.ZodOptional<(typeof storyFields)[K]>;
    },
    /** As the record has it: `rejected` only keeps a rejected story so (rejecting takes a reason: `news/:id/reject`). */
    status: z.enum(STORY_STATUSES).optional(),
    gallery_order: ids(MAX_NEWS_IMAGES).optional(),
    updated_at: isoTime().optional(),
  })
  .strict();

export const newsListQuery = listQuery(
  ['published_at', 'id', 'created_at'],
  z
    .object({
      /** Title words. */
      q: z.string().trim().max(100).optional(),
      language_id: relation().optional(),
      state: z.enum(STORY_STATES).optional(),
      category_id: relation().optional(),
      /** Stories written in the console by this staff member. */
      staff_author_id: relation().optional(),
      /** Stories written by this reader. */
      user_id: relation().optional(),
      /** `published_at` on or after / before this time. */
      from: isoTime().optional(),
      to: isoTime().optional(),
      id: ids(100).optional(),
    })
    .strict(),
);

export const newsIdsBody = z.object({ ids: ids(100).min(1) }).strict();
/** Sent to the writer as the rejection's personal notification. */
export const rejectionReason = () => z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
export const newsRejectBody = z.object({ reason: rejectionReason() }).strict();
export const newsBulkRejectBody = z.object({ ids: ids(100).min(1), reason: rejectionReason() }).strict();
export const newsCloneBody = z.object({ language_id: relation() }).strict();
/** The ids a bulk action changed; ids it skipped (missing, or already in that status) are not listed. */
export const newsBulkData = z.object({ ids: z.array(recordId()) }).strict();

export const newsImageParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), imageId: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/** `GET news/slug-check`: may this slug be saved (for the story `news_id` when editing)? */
export const newsSlugCheckQuery = z.object({ slug: z.string().max(200), news_id: z.coerce.number().int().positive().optional() }).strict();
/** `available` false comes with the reason as a sentence in `message` (taken, or not a valid slug); '' when free. */
export const newsSlugCheckData = z.object({ slug: z.string(), available: z.boolean(), message: z.string() }).strict();

/** An image stored for a story's text: `src` goes into the text, `image` shows it now. */
export const newsTextImageData = z.object({ src: z.string(), image: z.string() }).strict();

/** `POST news/preview-text`: the story text as readers will get it (sanitized), for the preview. */
export const newsPreviewTextBody = z.object({ description: newsFieldShape.description }).strict();
export const newsPreviewTextData = z.object({ html: z.string() }).strict();
