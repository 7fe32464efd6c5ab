import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@newsroom/contract/roles';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { switchSetting } from '../../test/builders-featured';
import { imageFile, insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

// Who may write (the `news_submission` setting and the reader's role), which status a save
// leaves, and who may change or remove a story: docs/writing-rules.md.

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
beforeAll(async () => {
  api = await createTestApi();
  api.deps.config.postRatePerMinute = 1000;
  world = await insertNewsWorld(api.deps.db);
});
afterAll(() => api.close());
beforeEach(() => api.deps.cache.clear());

const writer = (role: number) => api.signedInUser({ role });

async function create(token: string, fields: Record<string, string | number> = {}) {
  const story = { action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, title: 'Harbour report', content_type: 'standard_post', ...fields };
  return api.call('set_news', story, { token, method: 'POST', files: { image: await imageFile('png'), ofile: await imageFile('jpeg') } });
}

const edit = (token: string, newsId: number, fields: Record<string, string | number> = {}) =>
  api.call('set_news', { action_type: 2, news_id: newsId, title: 'Harbour report, updated', ...fields }, { token, method: 'POST' });

const setStatus = (newsId: number, status: number) => api.deps.db.update(schema.news).set({ status }).where(eq(schema.news.id, newsId));

describe('who may write', () => {
  it('with news_submission "authors" (the default), refuses a plain reader with 403 and a sentence that says why', async () => {
    const reader = await writer(ROLES.reader);
    const { status, body } = await create(reader.token);
    expect([status, body.message]).toEqual([403, 'Your account may not write news; ask the editors for an author role']);
    expect(await api.deps.db.select().from(schema.news).where(eq(schema.news.userId, reader.id))).toEqual([]);
  });

  it('with news_submission "everyone", lets a plain reader submit a story that waits for approval', async () => {
    await switchSetting(api, 'news_submission', 'everyone');
    try {
      const reader = await writer(ROLES.reader);
      const { status, body } = await create(reader.token);
      expect([status, body.data.status]).toEqual([200, NEWS_STATUS.pending]);
    } finally {
      await switchSetting(api, 'news_submission', 'authors');
    }
  });

  it.each([
    ['an author', NEWS_STATUS.pending, ROLES.author],
    ['a trusted author', NEWS_STATUS.published, ROLES.trustedAuthor],
    ['an admin', NEWS_STATUS.published, ROLES.admin],
  ])('gives %s\'s new story status %i', async (_who, expected, role) => {
    const { status, body } = await create((await writer(role)).token);
    expect([status, body.data.status]).toEqual([200, expected]);
  });

  it('refuses every save, edits too, once the reader\'s author role is taken back; deleting stays theirs', async () => {
    const author = await writer(ROLES.author);
    const story = (await create(author.token)).body.data;
    await api.deps.db.update(schema.users).set({ role: ROLES.reader }).where(eq(schema.users.id, author.id));
    // As the admin console will when it changes a role: the remembered session goes (ADR 006).
    api.deps.sessions.forgetUser(author.id);
    expect((await edit(author.token, story.id)).status).toBe(403);
    expect((await api.call('delete_news', { id: story.id }, { token: author.token, method: 'POST' })).status).toBe(200);
  });
});

describe('the status a save leaves', () => {
  it('sends an author\'s published or rejected story back to pending when edited', async () => {
    const author = await writer(ROLES.author);
    const story = (await create(author.token)).body.data;
    for (const before of [NEWS_STATUS.published, NEWS_STATUS.rejected]) {
      await setStatus(story.id, before);
      const { status, body } = await edit(author.token, story.id);
      expect([before, status, body.data.status]).toEqual([before, 200, NEWS_STATUS.pending]);
    }
  });

  it('keeps a trusted author\'s edited story published', async () => {
    const trusted = await writer(ROLES.trustedAuthor);
    const story = (await create(trusted.token)).body.data;
    expect((await edit(trusted.token, story.id)).body.data.status).toBe(NEWS_STATUS.published);
  });

  it('lets an admin edit anyone\'s story without approving it or taking it over', async () => {
    const author = await writer(ROLES.author);
    const admin = await writer(ROLES.admin);
    const story = (await create(author.token)).body.data;
    const { status, body } = await edit(admin.token, story.id, { title: 'Corrected by the desk' });
    expect([status, body.data.title, body.data.status, body.data.user_id]).toEqual([200, 'Corrected by the desk', NEWS_STATUS.pending, author.id]);
    const newsroom = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id });
    const edited = await edit(admin.token, newsroom.id);
    expect([edited.status, edited.body.data.status, edited.body.data.user_id]).toEqual([200, NEWS_STATUS.published, 0]);
  });
});

describe('someone else\'s story', () => {
  it('is refused (403) to another author: edit, delete and gallery image removal', async () => {
    const author = await writer(ROLES.author);
    const other = await writer(ROLES.trustedAuthor);
    const story = (await create(author.token)).body.data;
    const edited = await edit(other.token, story.id);
    expect([edited.status, edited.body.message]).toEqual([403, 'Only the author may edit this news']);
    const deleted = await api.call('delete_news', { id: story.id }, { token: other.token, method: 'POST' });
    expect([deleted.status, deleted.body.message]).toEqual([403, 'Only the author may delete this news']);
    const image = await api.call('delete_news_images', { id: story.images[0].id }, { token: other.token, method: 'POST' });
    expect([image.status, image.body.message]).toEqual([403, 'Only the author may remove images of this news']);
    const [row] = await api.deps.db.select().from(schema.news).where(eq(schema.news.id, story.id));
    expect(row!.title).toBe('Harbour report');
  });

  it('may be deleted by an admin', async () => {
    const story = (await create((await writer(ROLES.author)).token)).body.data;
    const admin = await writer(ROLES.admin);
    expect((await api.call('delete_news', { id: story.id }, { token: admin.token, method: 'POST' })).status).toBe(200);
  });
});

describe('the per-writer rate limit', () => {
  it('answers 429 past the writer\'s posts a minute, and counts each writer apart', async () => {
    const limit = api.deps.config.postRatePerMinute;
    api.deps.config.postRatePerMinute = 2;
    try {
      const busy = await writer(ROLES.author);
      const statuses = [];
      for (let n = 0; n < 3; n += 1) statuses.push((await create(busy.token, { title: `Busy ${n}` })).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await create((await writer(ROLES.author)).token)).status).toBe(200);
    } finally {
      api.deps.config.postRatePerMinute = limit;
    }
  });
});
