import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { ROLES } from '@newsroom/contract/roles';
import { insertStory, personalNotificationsOf } from '../../../test/builders-comments';
import { nextScheduledTime, startPublishTimer } from '../../news/publish-timer';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;
let reader: { id: number; token: string };

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  reader = await api.signedInUser({ role: ROLES.author, name: 'Rana' });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const submission = (title: string, values: Parameters<typeof insertStory>[1] = {}) => insertStory(api, { userId: reader.id, status: 0, title, slug: title.toLowerCase().replaceAll(' ', '-'), ...values });
const readerSees = async (slug: string) => {
  api.deps.cache.clear();
  return (await api.call('get_news', { language_id: api.base.en.id, slug })).body.data?.length === 1;
};
const notificationsOf = async (languageId = api.base.en.id) =>
  (await api.call('get_user_notification', { language_id: languageId }, { token: reader.token })).body.data as { type: string; message: string; sender_id: number }[];

describe('the approval queue', () => {
  it('approves a submission: published now, reviewed, its writer told', async () => {
    const story = await submission('Tide tables', { publishedAt: new Date(Date.now() - 86_400_000) });
    const approved = await api.admin('POST', `news/${story.id}/approve`, { login: editor, body: {} });
    expect(approved.body.data).toMatchObject({ status: 'published', state: 'published', reviewed_by: editor.staff.id, writer: { kind: 'reader', id: reader.id, name: 'Rana' } });
    expect(Date.parse(approved.body.data.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await readerSees('tide-tables')).toBe(true);
    const [latest] = await notificationsOf();
    expect(latest).toMatchObject({ type: 'news_approved', sender_id: 0, message: 'Your story "Tide tables" was approved' });
  });

  it('rejects with a reason the writer reads in their language; the story stays theirs', async () => {
    const story = await submission('Market day');
    expect((await api.admin('POST', `news/${story.id}/reject`, { login: editor, body: { reason: ' ' } })).body.errors.reason).toBeTruthy();
    expect((await api.admin('POST', `news/${story.id}/reject`, { login: editor, body: { reason: 'x'.repeat(501) } })).status).toBe(400);
    const rejected = await api.admin('POST', `news/${story.id}/reject`, { login: editor, body: { reason: 'Please name a source' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Please name a source' });
    expect(await readerSees('market-day')).toBe(false);
    const [latest] = await notificationsOf();
    expect(latest).toMatchObject({ type: 'news_rejected', message: 'Your story "Market day" was not approved: Please name a source' });
    const [arabic] = await notificationsOf(api.base.ar.id);
    expect(arabic!.message).toContain('Please name a source');
    expect(arabic!.message).not.toContain('was not approved');
    const rows = await personalNotificationsOf(api, reader.id);
    expect(rows.find((row) => row.type === 'news_rejected')).toMatchObject({ senderId: null, newsId: story.id, commentId: null });
  });

  it('approves and rejects in bulk, skipping what is already so', async () => {
    const [a, b] = [await submission('Bulk one'), await submission('Bulk two')];
    const rejected = await api.admin('POST', 'news/bulk-reject', { login: editor, body: { ids: [a.id, b.id, 999_999], reason: 'Off topic' } });
    expect(rejected.body.data.ids).toEqual([a.id, b.id]);
    const approved = await api.admin('POST', 'news/bulk-approve', { login: editor, body: { ids: [a.id, b.id] } });
    expect(approved.body.data.ids).toEqual([a.id, b.id]);
    expect((await api.admin('POST', 'news/bulk-approve', { login: editor, body: { ids: [a.id] } })).body.data.ids).toEqual([]);
    const queue = await api.admin('GET', 'news', { login: editor, query: { filter: JSON.stringify({ state: 'pending' }), sort: 'created_at', order: 'ASC' } });
    expect(queue.body.data.map((item: { id: number }) => item.id)).not.toContain(a.id);
  });
});

describe('scheduled and expired stories', () => {
  it('a scheduled story appears at its time, not before (fake clock)', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const created = await api.admin('POST', 'news', {
      login: editor,
      body: { language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: 'Eclipse tonight', slug: 'eclipse-tonight', status: 'published', published_at: at.toISOString() },
      files: { image: await testImage('png') },
    });
    expect(created.body.data.state).toBe('scheduled');
    expect(await readerSees('eclipse-tonight')).toBe(false);
    expect((await nextScheduledTime(api.deps, new Date()))?.getTime()).toBe(at.getTime());
    const scheduled = await api.admin('GET', 'news', { login: editor, query: { filter: JSON.stringify({ state: 'scheduled' }) } });
    expect(scheduled.body.data.map((item: { slug: string }) => item.slug)).toContain('eclipse-tonight');
    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 });
    expect(await readerSees('eclipse-tonight')).toBe(true);
  });

  it('the publish timer clears the read cache when the next story’s time passes', async () => {
    const timer = startPublishTimer(api.deps, { longestWaitMs: 60_000 });
    try {
      const created = await api.admin('POST', 'news', {
        login: editor,
        body: { language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: 'Soon', slug: 'soon', status: 'published', published_at: new Date(Date.now() + 1500).toISOString() },
        files: { image: await testImage('png') },
      });
      expect(created.status).toBe(201);
      await api.call('get_news', { language_id: api.base.en.id, slug: 'soon' });
      const cleared = vi.spyOn(api.deps.cache, 'clear');
      await vi.waitFor(() => expect(cleared).toHaveBeenCalled(), { timeout: 10_000, interval: 100 });
      expect((await api.call('get_news', { language_id: api.base.en.id, slug: 'soon' })).body.data).toHaveLength(1);
    } finally {
      timer.stop();
    }
  });

  it('an expired story is listed as expired and hidden from readers', async () => {
    await insertStory(api, { slug: 'old-fair', showTill: '2020-01-01' });
    const expired = await api.admin('GET', 'news', { login: editor, query: { filter: JSON.stringify({ state: 'expired' }) } });
    expect(expired.body.data.map((item: { slug: string; state: string }) => [item.slug, item.state])).toContainEqual(['old-fair', 'expired']);
    expect(await readerSees('old-fair')).toBe(false);
  });
});

describe('clone and push', () => {
  it('clones a story as a draft in another language with copies of its files', async () => {
    const upload = (await api.admin('POST', 'news/text-images', { login: editor, files: { image: await testImage('png') } })).body.data;
    const source = (
      await api.admin('POST', 'news', {
        login: editor,
        body: { language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: 'Bridge opens', status: 'published', description: `<p><img src="${upload.src}" alt="bridge"></p>` },
        files: { image: await testImage('png'), gallery: [await testImage('jpeg')] },
      })
    ).body.data;
    const cloned = await api.admin('POST', `news/${source.id}/clone`, { login: editor, body: { language_id: api.base.ar.id } });
    expect(cloned.status).toBe(201);
    expect(cloned.body.data).toMatchObject({ language_id: api.base.ar.id, category_id: api.base.arCategory.id, status: 'draft', title: 'Bridge opens' });
    expect(cloned.body.data.image).not.toBe(source.image);
    expect(cloned.body.data.gallery[0].image).not.toBe(source.gallery[0].image);
    expect(cloned.body.data.description).not.toContain(upload.src);
    await api.admin('DELETE', `news/${source.id}`, { login: editor });
    const [copy] = await api.deps.db.select().from(schema.news).where(eq(schema.news.id, cloned.body.data.id));
    expect(await api.deps.media.read(copy!.image)).not.toBeNull();
    const [textImage] = await api.deps.db.select().from(schema.newsTextImages).where(eq(schema.newsTextImages.newsId, copy!.id));
    expect(await api.deps.media.read(textImage!.path)).not.toBeNull();
  });

  it('sends a published story as push, and refuses a draft', async () => {
    const story = await insertStory(api, { slug: 'ferry-strike' });
    const sent = await api.admin('POST', `news/${story.id}/push`, { login: editor, body: {} });
    expect(sent.status).toBe(202);
    const [push] = await api.deps.db.select().from(schema.pushNotifications).orderBy(desc(schema.pushNotifications.id)).limit(1);
    expect(push).toMatchObject({ kind: 'story', url: 'http://news.test/en/news/ferry-strike' });
    const draft = await insertStory(api, { slug: 'ferry-draft', status: 3 });
    expect((await api.admin('POST', `news/${draft.id}/push`, { login: editor, body: {} })).status).toBe(400);
  });
});
