import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertBreakingNews } from '../../test/builders-content';
import { insertNotification, insertStory, setSetting } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';
import { notifyBreakingNews, notifyGeneralNotification, notifyStory } from './push-triggers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const { pushNotifications, pushJobs } = schema;
const latestPush = async () => (await api.deps.db.select().from(pushNotifications).orderBy(desc(pushNotifications.id)).limit(1))[0];

describe('what queues a push', () => {
  it('breaking news: its language, urgent, linking to it, with a fan-out job', async () => {
    const item = await insertBreakingNews(api.deps.db, { languageId: api.base.ar.id, title: 'عاصفة', slug: 'storm-ar', description: '<p>Stay <b>inside</b></p>' });
    const id = await notifyBreakingNews(api.deps, item.id);
    expect(await latestPush()).toMatchObject({ id, kind: 'breaking', title: 'عاصفة', body: 'Stay inside', url: 'http://news.test/ar/breaking-news/storm-ar', languageId: api.base.ar.id, categoryId: null });
    expect(await api.deps.db.select().from(pushJobs).where(eq(pushJobs.notificationId, id!))).toMatchObject([{ kind: 'fan_out' }]);
  });

  it('a story flagged for push: its language and category, near its place when location news is on', async () => {
    const [place] = api.base.locations;
    const story = await insertStory(api, { locationId: place!.id, slug: 'harbour-fire' });
    await notifyStory(api.deps, story.id);
    expect(await latestPush()).toMatchObject({ kind: 'story', url: 'http://news.test/en/news/harbour-fire', categoryId: api.base.categories[0]!.id, latitude: place!.latitude, longitude: place!.longitude, radiusKm: 100 });
    await setSetting(api, 'location_news_mode', '0');
    await notifyStory(api.deps, story.id);
    expect(await latestPush()).toMatchObject({ kind: 'story', latitude: null, radiusKm: null });
    await setSetting(api, 'location_news_mode', '1');
  });

  it('a general notification: its language, and its category when it is a category notification', async () => {
    const general = await insertNotification(api, { title: 'Ferry times change', message: 'From Monday', languageId: api.base.en.id });
    await notifyGeneralNotification(api.deps, general.id);
    expect(await latestPush()).toMatchObject({ kind: 'general', title: 'Ferry times change', body: 'From Monday', categoryId: null, languageId: api.base.en.id });
    const category = await insertNotification(api, { title: 'Match report', languageId: api.base.en.id, type: 'category', categoryId: api.base.categories[1]!.id });
    await notifyGeneralNotification(api.deps, category.id);
    expect(await latestPush()).toMatchObject({ categoryId: api.base.categories[1]!.id });
  });

  it('a reply to a comment: the author’s own devices, when the author has one', async () => {
    const author = await api.signedInUser();
    const replier = await api.signedInUser({ name: 'Sam' });
    const story = await insertStory(api, { slug: 'tide-story' });
    const post = (token: string, parent: number) => api.call('set_comment', { news_id: story.id, parent_id: parent, message: 'Indeed' }, { method: 'POST', token });
    const top = await post(author.token, 0);
    const parentId = top.body.data[0].id as number;
    const before = (await latestPush())?.id ?? 0;
    await post(replier.token, parentId);
    expect((await latestPush())?.id ?? 0).toBe(before);
    await api.deps.db.insert(schema.deviceTokens).values({ token: 'author-device:APA91bHun4MxP5egoKMwt2KZFBaFUH', languageId: api.base.en.id, userId: author.id });
    await post(replier.token, parentId);
    const [reply] = await api.deps.db.select({ id: schema.comments.id }).from(schema.comments).where(eq(schema.comments.parentId, parentId)).orderBy(desc(schema.comments.id)).limit(1);
    // At the reply itself, which the article scrolls to.
    expect(await latestPush()).toMatchObject({ kind: 'personal', userId: author.id, title: 'Sam replied to your comment', url: `/en/news/tide-story#comment-${reply!.id}` });
  });

  it('nothing with push off', async () => {
    const off = await createTestApi({ PUSH_ENABLED: '0' });
    try {
      const item = await insertBreakingNews(off.deps.db, { languageId: off.base.en.id, title: 'Quiet', slug: 'quiet' });
      expect(await notifyBreakingNews(off.deps, item.id)).toBeNull();
    } finally {
      await off.close();
    }
  });
});
