import { ANONYMOUS_VIEWS_PER_MINUTE, defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { deleteNews, deleteNewsImage } from './news-delete';
import { listNews } from './news-list';
import { listVideos } from './news-videos';
import { checkSlugAvailability } from './slug-availability';
import { recordNewsView } from './news-views';
import { saveNews } from './news-write';
import { storeTextImage } from './news-text-images';

const getNews = defineEndpoint('get_news', {
  cacheable: true,
  async handle({ deps, params, user }) {
    const { items, total } = await listNews(deps, params, user);
    return listReply('News fetched successfully', items, total);
  },
});

const setNews = defineEndpoint('set_news', {
  invalidates: true,
  rateLimited: true,
  async handle({ deps, params, files, user }) {
    const item = await saveNews(deps, params, files, user);
    return ok(params.action_type === 1 ? 'News added successfully' : 'News updated successfully', item);
  },
});

const deleteNewsEndpoint = defineEndpoint('delete_news', {
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteNews(deps, params.id, user);
    return ok('News deleted successfully', []);
  },
});

const deleteNewsImages = defineEndpoint('delete_news_images', {
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteNewsImage(deps, params.id, user);
    return ok('News image deleted successfully', []);
  },
});

// Not `invalidates`: nothing readers see changes until a story's save shows the image.
const uploadNewsImage = defineEndpoint('upload_news_image', {
  rateLimited: true,
  async handle({ deps, files, user }) {
    return ok('Image uploaded successfully', await storeTextImage(deps, files.image?.[0], user));
  },
});

// Not `invalidates`: clearing the read cache on every view would defeat it, so listed view
// counts may lag by up to the cache lifetime (30 s).
const setNewsView = defineEndpoint('set_news_view', {
  anonymousPerMinute: ANONYMOUS_VIEWS_PER_MINUTE,
  async handle({ deps, params, user, visitor }) {
    return ok('News view recorded successfully', await recordNewsView(deps, params.news_id, user, visitor));
  },
});

const getVideos = defineEndpoint('get_videos', {
  cacheable: true,
  async handle({ deps, params, user }) {
    const { items, total } = await listVideos(deps, params, user);
    return listReply('Videos fetched successfully', items, total);
  },
});

// Answers what set_news would decide, so an author's app can warn before uploading the story.
const checkSlugAvailabilityEndpoint = defineEndpoint('check_slug_availability', {
  async handle({ deps, params, user }) {
    await checkSlugAvailability(deps, params, user);
    return ok('Slug is available', { slug: params.slug });
  },
});

export const newsEndpoints: AnyEndpoint[] = [getNews, setNews, uploadNewsImage, deleteNewsEndpoint, deleteNewsImages, setNewsView, getVideos, checkSlugAvailabilityEndpoint];
