import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { dashboardAnswer, DASHBOARD_DAYS, type DashboardAnswer } from '@newsroom/contract/admin/dashboard';
import { insertComment, insertNews, insertUser } from '../../../test/builders';
import { todayIn } from '../../core/dates';
import { forgetSiteSettings } from '../../settings/site-settings';
import { forgetMostRead } from './dashboard-most-read';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let editor: StaffLogin;
let author: StaffLogin;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await api.loginAs(await api.staffAccount('editor'));
  author = await api.loginAs(await api.staffAccount('author'));
  moderator = await api.loginAs(await api.staffAccount('moderator'));
});
afterAll(() => api.close());

const dashboard = async (login: StaffLogin): Promise<DashboardAnswer> => {
  const answer = await api.admin('GET', 'dashboard', { login });
  expect(answer.status).toBe(200);
  return dashboardAnswer.parse(answer.body.data);
};
const story = (values: Partial<typeof schema.news.$inferInsert> = {}) => insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });
const view = async (newsId: number, token?: string) => (await api.call('set_news_view', { news_id: newsId }, { token, method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'test' } })).body.data;
const today = (answer: DashboardAnswer) => answer.days.at(-1)!;

describe('the dashboard', () => {
  it('draws 30 days ending today in the site time zone, zeros filled', async () => {
    await api.deps.db.update(schema.settings).set({ value: 'Pacific/Kiritimati' }).where(eq(schema.settings.key, 'system_timezone'));
    forgetSiteSettings(api.deps);
    try {
      const answer = await dashboard(editor);
      expect(answer.days).toHaveLength(DASHBOARD_DAYS);
      expect(today(answer).day).toBe(todayIn('Pacific/Kiritimati'));
      const gaps = answer.days.slice(1).map((day, index) => (Date.parse(day.day) - Date.parse(answer.days[index]!.day)) / 86_400_000);
      expect(new Set(gaps)).toEqual(new Set([1]));
      expect(answer.days[0]).toEqual({ day: answer.days[0]!.day, stories: 0, readers: 0, comments: 0, views: 0 });
    } finally {
      await api.deps.db.update(schema.settings).set({ value: 'UTC' }).where(eq(schema.settings.key, 'system_timezone'));
      forgetSiteSettings(api.deps);
    }
  });

  it('counts a view in today’s views, the totals and the week’s most read; a repeat view by the same viewer is not counted twice', async () => {
    const before = await dashboard(editor);
    const item = await story({ title: 'A story readers open' });
    const readers = [await api.signedInUser(), await api.signedInUser(), await api.signedInUser()];
    for (const reader of readers) await view(item.id, reader.token);
    await view(item.id, readers[0]!.token);
    await view(item.id);
    await view(item.id);
    // The site's ranking is reused for half a minute; the counts are not.
    expect((await dashboard(editor)).most_read!.map((row) => row.id)).not.toContain(item.id);
    forgetMostRead(api.deps.db);
    const after = await dashboard(editor);
    expect(today(after).views! - today(before).views!).toBe(4);
    expect(after.totals.views! - before.totals.views!).toBe(4);
    expect(after.most_read![0]).toEqual({ id: item.id, title: 'A story readers open', slug: item.slug, views: 4 });
    // The curve is the sum of the per-story days: both aggregates were kept by the same statement.
    const [perStory] = await api.deps.db.select({ n: sql<number>`sum(views)::int` }).from(schema.newsDailyViews);
    expect(today(after).views).toBe(perStory!.n);
  });

  it('counts the day’s new stories, readers and comments, and the queues with their links’ numbers', async () => {
    const before = await dashboard(editor);
    const item = await story();
    await story({ status: 0 });
    const reader = await insertUser(api.deps.db);
    const flagged = await insertComment(api.deps.db, { newsId: item.id, userId: reader.id, message: 'Flag me' });
    await insertComment(api.deps.db, { newsId: item.id, userId: reader.id, message: 'Wait for me', status: 2 });
    const flaggers = [await insertUser(api.deps.db), await insertUser(api.deps.db)];
    await api.deps.db.insert(schema.commentFlags).values(flaggers.map((user) => ({ userId: user.id, commentId: flagged.id, newsId: item.id, message: 'Rude' })));
    const after = await dashboard(editor);
    const rise = (pick: (answer: DashboardAnswer) => number | null) => pick(after)! - pick(before)!;
    expect([rise((a) => today(a).stories), rise((a) => today(a).readers), rise((a) => today(a).comments)]).toEqual([1, 3, 2]);
    expect([rise((a) => a.totals.stories), rise((a) => a.totals.readers), rise((a) => a.totals.comments)]).toEqual([1, 3, 2]);
    expect(rise((a) => a.queues.pending_stories)).toBe(1);
    expect(rise((a) => a.queues.open_flags)).toBe(1);
    expect(rise((a) => a.queues.waiting_comments)).toBe(1);
  });

  it('shows an author only their own stories, and a moderator readers, comments and queues but no story numbers', async () => {
    const own = await story({ staffAuthorId: author.staff.id, title: 'The author’s own story' });
    await story({ staffAuthorId: author.staff.id, status: 0 });
    const others = await story();
    await view(own.id, (await api.signedInUser()).token);
    for (let index = 0; index < 3; index += 1) await view(others.id, (await api.signedInUser()).token);
    await insertComment(api.deps.db, { newsId: own.id, userId: (await insertUser(api.deps.db)).id, message: 'Nice' });

    const mine = await dashboard(author);
    expect(mine.scope).toBe('own');
    expect(mine.totals).toEqual({ stories: 1, readers: null, comments: 1, views: 1 });
    expect(mine.queues).toEqual({ pending_stories: 1, open_flags: null, waiting_comments: null });
    expect(mine.most_read).toEqual([{ id: own.id, title: 'The author’s own story', slug: own.slug, views: 1 }]);
    expect(today(mine)).toMatchObject({ stories: 1, comments: 1, views: 1, readers: null });

    const moderated = await dashboard(moderator);
    expect(moderated.scope).toBe('site');
    expect(moderated.totals.stories).toBeNull();
    expect(moderated.totals.views).toBeNull();
    expect(moderated.most_read).toBeNull();
    expect(moderated.queues.pending_stories).toBeNull();
    expect(moderated.queues.open_flags).toEqual(expect.any(Number));
    expect(today(moderated)).toMatchObject({ stories: null, views: null, readers: expect.any(Number), comments: expect.any(Number) });

    forgetMostRead(api.deps.db);
    const everything = await dashboard(editor);
    expect(everything.totals.stories!).toBeGreaterThan(1);
    expect(everything.most_read!.map((row) => row.id)).toEqual(expect.arrayContaining([own.id, others.id]));
  });

  it('refuses anyone not signed in', async () => {
    expect((await api.admin('GET', 'dashboard', { login: null })).status).toBe(401);
  });
});
