/** The kinds whose video is an address typed in `content_data`; an upload comes as the file `video`. */
export const VIDEO_ADDRESS_TYPES: readonly string[] = ['video_youtube', 'video_other'];

/**
 * What the form holds, as the routes take it: the video address only for the kinds that have
 * one, empty optional fields absent (create) or cleared, a rejected status left to the reject route.
 */
export function storyBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...data };
  if (!VIDEO_ADDRESS_TYPES.includes(String(body.content_type))) delete body.content_data;
  if (body.slug === '' || body.slug === null) delete body.slug;
  if (body.published_at === '' || body.published_at === null) delete body.published_at;
  if (body.status === 'rejected') delete body.status;
  if (body.subcategory_id === '') body.subcategory_id = null;
  if (body.location_id === '') body.location_id = null;
  if (body.show_till === '') body.show_till = null;
  return body;
}
