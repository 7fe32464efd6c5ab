import { checkSlugAvailabilityParams, deleteNewsImageParams, deleteNewsParams, getNewsParams, getVideosParams, setNewsParams, setNewsViewParams } from '@newsroom/contract/news';
import { ANONYMOUS_VIEWS_PER_MINUTE, defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { deleteNews, deleteNewsImage } from './news-delete';
import { listNews } from './news-list';
import { listVideos } from './news-videos';
import { checkSlugAvailability } from './slug-availability';
import { recordNewsView } from './news-views';
import { saveNews } from './news-write';

const getNews = defineEndpoint({
  name: 'get_news',
  summary: 'News of a language, newest first, filtered by id/slug, search, category, subcategory, tags or nearby location; get_user_news=1 lists the caller\'s own news',
  auth: 'optional',
  params: getNewsParams,
  cacheable: true,
  async handle({ deps, params, user }) {
    const { items, total } = await listNews(deps, params, user);
    return listReply('News fetched successfully', items, total);
  },
});

const setNews = defineEndpoint({
  name: 'set_news',
  summary: 'Creates (action_type 1) or edits (action_type 2, news_id) the caller\'s news; readers\' news waits for approval',
  auth: 'required',
  params: setNewsParams,
  files: ['image', 'content_data', 'ofile[]'],
  invalidates: true,
  rateLimited: true,
  async handle({ deps, params, files, user }) {
    const item = await saveNews(deps, params, files, user);
    return ok(params.action_type === 1 ? 'News added successfully' : 'News updated successfully', item);
  },
});

const deleteNewsEndpoint = defineEndpoint({
  name: 'delete_news',
  summary: 'Deletes the caller\'s news (an admin may delete any) with its images and files',
  auth: 'required',
  params: deleteNewsParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteNews(deps, params.id, user);
    return ok('News deleted successfully', []);
  },
});

const deleteNewsImages = defineEndpoint({
  name: 'delete_news_images',
  summary: 'Removes one extra image from the caller\'s news',
  auth: 'required',
  params: deleteNewsImageParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteNewsImage(deps, params.id, user);
    return ok('News image deleted successfully', []);
  },
});

// Not `invalidates`: clearing the read cache on every view would defeat it, so listed view
// counts may lag by up to the cache lifetime (30 s).
const setNewsView = defineEndpoint({
  name: 'set_news_view',
  anonymousPerMinute: ANONYMOUS_VIEWS_PER_MINUTE,
  summary: 'Counts one view of a news item per reader or anonymous visitor',
  auth: 'optional',
  params: setNewsViewParams,
  async handle({ deps, params, user, visitor }) {
    return ok('News view recorded successfully', await recordNewsView(deps, params.news_id, user, visitor));
  },
});

const getVideos = defineEndpoint({
  name: 'get_videos',
  summary: 'Video news of a language (YouTube, other video links, uploads), newest first, optionally near a location',
  auth: 'optional',
  params: getVideosParams,
  cacheable: true,
  async handle({ deps, params, user }) {
    const { items, total } = await listVideos(deps, params, user);
    return listReply('Videos fetched successfully', items, total);
  },
});

// Answers what set_news would decide, so an author's app can warn before uploading the story.
const checkSlugAvailabilityEndpoint = defineEndpoint({
  name: 'check_slug_availability',
  summary: 'Whether set_news would accept a slug: "Slug is available", or 409 "Slug already used"; news_id names the caller\'s story being edited',
  auth: 'required',
  params: checkSlugAvailabilityParams,
  async handle({ deps, params, user }) {
    await checkSlugAvailability(deps, params, user);
    return ok('Slug is available', { slug: params.slug });
  },
});

export const newsEndpoints: AnyEndpoint[] = [getNews, setNews, deleteNewsEndpoint, deleteNewsImages, setNewsView, getVideos, checkSlugAvailabilityEndpoint];
