import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertStory } from '../../../test/builders-comments';
import { imageFile } from '../../../test/builders-news';
import { nextDueNotificationTime, sendDueNotifications, startNotificationScheduler } from '../../notifications/notification-scheduler';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let editor: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await api.loginAs(await api.staffAccount('editor'));
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const compose = (body: Record<string, unknown>, files?: Record<string, File>) =>
  api.admin('POST', 'notifications', { login: editor, body: { language_id: api.base.en.id, message: 'Details inside', ...body }, files });
const pushOf = async (id: number) => {
  const [row] = await api.deps.db.select({ pushId: schema.notifications.pushNotificationId }).from(schema.notifications).where(eq(schema.notifications.id, id));
  if (!row?.pushId) return null;
  return (await api.deps.db.select().from(schema.pushNotifications).where(eq(schema.pushNotifications.id, row.pushId)))[0] ?? null;
};
const readersSee = async (title: string, languageId = api.base.en.id) => {
  api.deps.cache.clear();
  const items = ((await api.call('get_notification', { language_id: languageId })).body.data ?? []) as { title: string }[];
  return items.some((item) => item.title === title);
};
const auditOf = async (recordId: number) =>
  (await api.deps.db.select().from(schema.auditLog).where(eq(schema.auditLog.recordId, String(recordId)))).filter((entry) => entry.resource === 'notifications').map((entry) => entry.action);

describe('composing a notification', () => {
  it('sends now: queued for its language, listed for readers, audited', async () => {
    const sent = await compose({ title: 'Ferries late' }, { image: await imageFile('png') });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ title: 'Ferries late', link: 'none', state: 'sending', delivery: { sent: 0, failed: 0, removed: 0 }, staff_name: editor.staff.name });
    expect(sent.body.data.image).toMatch(/\/notifications\/[^/]+\.webp$/);
    expect(await pushOf(sent.body.data.id)).toMatchObject({ kind: 'general', title: 'Ferries late', body: 'Details inside', languageId: api.base.en.id, categoryId: null, latitude: null, url: 'http://news.test/en/notifications' });
    expect(await readersSee('Ferries late')).toBe(true);
    expect(await readersSee('Ferries late', api.base.ar.id)).toBe(false);
    expect(await auditOf(sent.body.data.id)).toEqual(['send']);
  });

  it('opens a published story of its language; a category notification reaches the followers and opens the category', async () => {
    const story = await insertStory(api, { slug: 'harbour-works', title: 'Harbour works' });
    const linked = await compose({ title: 'Read this', link: 'story', news_id: story.id });
    expect(linked.body.data).toMatchObject({ link: 'story', news_id: story.id, news_title: 'Harbour works', followers_only: false });
    expect(await pushOf(linked.body.data.id)).toMatchObject({ url: 'http://news.test/en/news/harbour-works', data: { news_id: story.id } });
    const category = api.base.categories[0]!;
    const followers = await compose({ title: 'For followers', followers_only: true, category_id: category.id, latitude: 48.85, longitude: 2.35, radius_km: 25 });
    expect(followers.body.data).toMatchObject({ link: 'category', category_id: category.id, followers_only: true, radius_km: 25 });
    expect(await pushOf(followers.body.data.id)).toMatchObject({ categoryId: category.id, latitude: 48.85, longitude: 2.35, radiusKm: 25, url: `http://news.test/en/category/${category.slug}` });
  });

  it('refuses bad input under its field', async () => {
    const draft = await insertStory(api, { slug: 'draft-piece', status: 3 });
    const arabic = await insertStory(api, { slug: 'arabic-piece', languageId: api.base.ar.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x', link: 'story' }, 'news_id'],
      [{ title: 'x', link: 'story', news_id: draft.id }, 'news_id'],
      [{ title: 'x', link: 'story', news_id: arabic.id }, 'news_id'],
      [{ title: 'x', link: 'category', category_id: api.base.arCategory.id }, 'category_id'],
      [{ title: 'x', followers_only: true }, 'category_id'],
      [{ title: 'x', latitude: 48.85 }, 'radius_km'],
      [{ title: 'x', latitude: 91, longitude: 2, radius_km: 5 }, 'latitude'],
      [{ title: 'x', latitude: 1, longitude: 2, radius_km: 0 }, 'radius_km'],
      [{ title: 'x', language_id: 999 }, 'language_id'],
      [{ title: 'x', scheduled_at: 'tomorrow' }, 'scheduled_at'],
    ];
    for (const [body, field] of cases) {
      const refused = await compose(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('is for editors and administrators only', async () => {
    for (const role of ['author', 'moderator'] as const) {
      const login = await api.loginAs(await api.staffAccount(role));
      expect((await api.admin('GET', 'notifications', { login })).status).toBe(403);
      expect((await api.admin('POST', 'notifications', { login, body: { language_id: api.base.en.id, title: 'x', message: 'y' } })).status).toBe(403);
    }
    const administrator = await api.loginAs(await api.staffAccount('administrator'));
    expect((await api.admin('GET', 'notifications', { login: administrator })).status).toBe(200);
  });
});

describe('scheduling', () => {
  it('a past time means now', async () => {
    const sent = await compose({ title: 'Too slow', scheduled_at: new Date(Date.now() - 60_000).toISOString() });
    expect(sent.body.data.state).toBe('sending');
    expect(await auditOf(sent.body.data.id)).toEqual(['send']);
  });

  it('waits for its time: not pushed nor shown before, both after (fake clock)', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await compose({ title: 'Tonight’s eclipse', scheduled_at: at.toISOString() });
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', sent_at: at.toISOString(), delivery: null });
    expect(await auditOf(scheduled.body.data.id)).toEqual(['schedule']);
    expect(await pushOf(scheduled.body.data.id)).toBeNull();
    expect(await readersSee('Tonight’s eclipse')).toBe(false);
    expect((await nextDueNotificationTime(api.deps))?.getTime()).toBe(at.getTime());
    const list = async (state: string) =>
      ((await api.admin('GET', 'notifications', { login: editor, query: { filter: JSON.stringify({ state }) } })).body.data as { id: number }[]).map((item) => item.id);
    expect(await list('scheduled')).toEqual([scheduled.body.data.id]);
    expect(await list('sent')).not.toContain(scheduled.body.data.id);
    expect(await sendDueNotifications(api.deps)).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 });
    expect(await readersSee('Tonight’s eclipse')).toBe(true);
    expect(await sendDueNotifications(api.deps)).toBe(1);
    expect(await sendDueNotifications(api.deps)).toBe(0);
    expect(await pushOf(scheduled.body.data.id)).toMatchObject({ title: 'Tonight’s eclipse' });
    expect((await api.admin('GET', `notifications/${scheduled.body.data.id}`, { login: editor })).body.data.state).toBe('sending');
  });

  it('the scheduler sends it when due and clears the read cache', async () => {
    const scheduler = startNotificationScheduler(api.deps, { longestWaitMs: 60_000 });
    try {
      const scheduled = await compose({ title: 'In a moment', scheduled_at: new Date(Date.now() + 1500).toISOString() });
      expect(scheduled.body.data.state).toBe('scheduled');
      const cleared = vi.spyOn(api.deps.cache, 'clear');
      await vi.waitFor(async () => expect(await pushOf(scheduled.body.data.id)).not.toBeNull(), { timeout: 10_000, interval: 100 });
      expect(cleared).toHaveBeenCalled();
    } finally {
      scheduler.stop();
    }
  });

  it('a cancelled one is never sent', async () => {
    const scheduled = await compose({ title: 'Never mind', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() }, { image: await imageFile('png') });
    const cancelled = await api.admin('DELETE', `notifications/${scheduled.body.data.id}`, { login: editor });
    expect(cancelled.status).toBe(200);
    expect(await auditOf(scheduled.body.data.id)).toEqual(['schedule', 'cancel']);
    expect((await api.admin('GET', `notifications/${scheduled.body.data.id}`, { login: editor })).status).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7_200_000 });
    expect(await readersSee('Never mind')).toBe(false);
    expect(await sendDueNotifications(api.deps)).toBe(0);
  });

  it('a sent one deleted leaves the readers’ list; its push keeps its counts', async () => {
    const sent = await compose({ title: 'Wrong ferry times' });
    const pushId = (await pushOf(sent.body.data.id))!.id;
    expect((await api.admin('DELETE', `notifications/${sent.body.data.id}`, { login: editor })).status).toBe(200);
    expect(await auditOf(sent.body.data.id)).toEqual(['send', 'delete']);
    expect(await readersSee('Wrong ferry times')).toBe(false);
    expect(await api.deps.db.select().from(schema.pushNotifications).where(eq(schema.pushNotifications.id, pushId))).toHaveLength(1);
  });
});
