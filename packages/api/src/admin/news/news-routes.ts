import { slug } from '@newsroom/contract/params';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { badRequest } from '../../core/errors';
import { notifyStory } from '../../push/push-triggers';
import { slugTaken } from '../../news/news-input';
import { sanitizeNewsHtml } from '../../news/news-html';
import { siteToday } from '../../news/news-items';
import { storeTextImageOf } from '../../news/news-text-images';
import { absoluteTextImages, siteTextImages } from '../../news/news-text-media';
import { cloneStory } from '../../news/story-clone';
import { defineAdminRoute } from '../core/admin-route';
import { listNews } from './news-list';
import { auditedStory, newsRecord, storyState } from './news-records';
import { newsReviewRoutes } from './news-review-routes';
import { newsWriteRoutes } from './news-write-routes';
import { storyFor } from './staff-story-rules';

const list = defineAdminRoute('news.list', { handle: ({ deps, query, staff }) => listNews(deps, staff, query) });

const get = defineAdminRoute('news.get', {
  async handle({ deps, params, staff }) {
    await storyFor(deps, params.id, staff, false);
    return { data: await newsRecord(deps, params.id) };
  },
});

/** Answers whether the form's slug would save, so the form can say so before saving. */
const slugCheck = defineAdminRoute('news.slugCheck', {
  async handle({ deps, query }) {
    const parsed = slug().safeParse(query.slug);
    // The form shows it as it is (data, not an error the API words in the reader's language).
    const invalid = `The slug ${parsed.error?.issues[0]?.message ?? 'is not valid'}`;
    if (!parsed.success) return { data: { slug: query.slug, available: false, message: invalid } };
    const taken = await slugTaken(deps, parsed.data, query.news_id ?? null);
    return { data: { slug: parsed.data, available: !taken, message: taken ? 'Another story already has this slug' : '' } };
  },
});

/** A draft copy for a translation; the author of the copy is whoever cloned it. */
const clone = defineAdminRoute('news.clone', {
  invalidates: true,
  async handle({ deps, params, body, staff }) {
    const source = await storyFor(deps, params.id, staff, false);
    const id = await cloneStory(deps, source.id, body.language_id, staff.id);
    const record = await newsRecord(deps, id);
    return { data: record, status: 201, audit: { action: 'clone', resource: 'news', recordId: id, before: { source_id: source.id }, after: auditedStory(record) } };
  },
});

/** Only a story readers see now is pushed: a push that opens nothing helps no one. */
const push = defineAdminRoute('news.push', {
  async handle({ deps, params, staff }) {
    const row = await storyFor(deps, params.id, staff, false);
    if (!deps.config.push.enabled) throw badRequest('Push notifications are not enabled on this site');
    if (row.status !== NEWS_STATUS.published || storyState(row, await siteToday(deps), new Date()) !== 'published') {
      throw badRequest('Only a story readers can see now can be sent as push');
    }
    const notificationId = await notifyStory(deps, row.id);
    return { data: {}, status: 202, audit: { action: 'push', resource: 'news', recordId: row.id, after: { push_notification_id: notificationId } } };
  },
});

/** The rich text editor's image upload: kept unattached until a saved story's text shows it. */
const textImage = defineAdminRoute('news.textImage', {
  async handle({ deps, files, staff }) {
    const stored = await storeTextImageOf(deps, files.image?.[0], { staffId: staff.id });
    return { data: stored, status: 201, audit: { action: 'upload_text_image', resource: 'news', after: { src: stored.src } } };
  },
});

/**
 * The text as readers will get it, for the preview. It changes nothing, but every write is
 * audited; the entry carries no text.
 */
const previewText = defineAdminRoute('news.previewText', {
  async handle({ deps, body }) {
    const html = absoluteTextImages(sanitizeNewsHtml(siteTextImages(body.description, deps.config)), deps.config.mediaBaseUrl);
    return { data: { html }, audit: null };
  },
});

// The slug check before `news/:id`, so its path is not read as a story's id.
export const newsRoutes = [list, slugCheck, get, clone, push, textImage, previewText, ...newsWriteRoutes, ...newsReviewRoutes];
