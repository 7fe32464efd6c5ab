import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { forgetSiteSettings } from '../src/settings/site-settings';
import { insertComment, insertNews, type NewsValues } from './builders';
import type { TestApi } from './harness';

/** A published English news item in the first base category. */
export function insertStory(api: TestApi, values: NewsValues = {}) {
  return insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });
}

/** A comment (or, with parentId, a reply) written at a given time, so list order is certain. */
export function insertCommentAt(api: TestApi, values: typeof schema.comments.$inferInsert, minutesAgo: number) {
  return insertComment(api.deps.db, { ...values, createdAt: new Date(Date.now() - minutesAgo * 60_000) });
}

export async function totalCommentOf(api: TestApi, newsId: number): Promise<number> {
  const [row] = await api.deps.db.select({ total: schema.newsStats.totalComment }).from(schema.newsStats).where(eq(schema.newsStats.newsId, newsId));
  return row!.total;
}

export async function commentRow(api: TestApi, commentId: number) {
  const [row] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.id, commentId));
  return row;
}

export function personalNotificationsOf(api: TestApi, userId: number) {
  return api.deps.db.select().from(schema.userNotifications).where(eq(schema.userNotifications.userId, userId));
}

export async function insertUserNotification(api: TestApi, values: typeof schema.userNotifications.$inferInsert) {
  const [row] = await api.deps.db.insert(schema.userNotifications).values(values).returning();
  return row!;
}

export async function insertNotification(api: TestApi, values: Partial<typeof schema.notifications.$inferInsert> & { title: string }) {
  const [row] = await api.deps.db
    .insert(schema.notifications)
    .values({ languageId: api.base.en.id, message: `About ${values.title}`, ...values })
    .returning();
  return row!;
}

/** Switches a site setting and makes the API read settings afresh. */
export async function setSetting(api: TestApi, key: string, value: string) {
  await api.deps.db.update(schema.settings).set({ value }).where(eq(schema.settings.key, key));
  forgetSiteSettings(api.deps);
  api.deps.cache.clear();
}

/** A story with a top-level comment, a reply to it and another comment, each by its own reader. */
export async function insertThread(api: TestApi) {
  const writer = await api.signedInUser();
  const replier = await api.signedInUser();
  const story = await insertStory(api);
  const top = await insertCommentAt(api, { newsId: story.id, userId: writer.id, message: 'You are all wrong' }, 10);
  const reply = await insertCommentAt(api, { newsId: story.id, userId: replier.id, message: 'No', parentId: top.id }, 5);
  const other = await insertCommentAt(api, { newsId: story.id, userId: replier.id, message: 'Fine story' }, 3);
  return { writer, replier, story, top, reply, other };
}
