import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { ROLES } from '@newsroom/contract/roles';
import { imageFile } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';
import { answerProblems } from '../../test/markup-corpus';
import { EDITOR_DOCUMENT, RICH_TEXT_PAYLOADS } from '../../test/xss-corpus';

/**
 * The description through `set_news` and back through `get_news`: the rich text corpus is stored
 * harmless, and what the editor writes is stored as written. (`core/markup-corpus.test.ts` sends
 * the general corpus through every field; the browser proof is `article-xss.spec.ts`.)
 */
let api: TestApi;
let writer: { id: number; token: string };

beforeAll(async () => {
  api = await createTestApi();
  api.deps.config.postRatePerMinute = 100_000;
  // An administrator publishes at once, so the public read shows every edit.
  writer = await api.signedInUser({ name: 'Writer', role: ROLES.admin });
});
afterAll(() => api.close());

async function createStory(description: string) {
  const created = await api.call(
    'set_news',
    { action_type: 1, language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: 'Rich text', content_type: 'standard_post', description },
    { method: 'POST', token: writer.token, files: { image: await imageFile('png') } },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

describe('a story description', () => {
  it('written in the editor is stored and read back as written, with our media absolute', async () => {
    // Apps show the text outside the site, so the site's own images are answered absolute.
    const answered = EDITOR_DOCUMENT.replace('src="/media/', 'src="http://news.test/media/');
    const story = await createStory(EDITOR_DOCUMENT);
    expect(story.description).toBe(answered);
    const read = await api.call('get_news', { language_id: api.base.en.id, id: story.id });
    expect(read.body.data[0].description).toBe(answered);
    const [stored] = await api.deps.db.select({ description: schema.news.description }).from(schema.news).where(eq(schema.news.id, story.id));
    expect(stored!.description).toBe(EDITOR_DOCUMENT);
  });

  it('carrying any attack of the corpus is stored with nothing that can run', { timeout: 120_000 }, async () => {
    expect(RICH_TEXT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const story = await createStory('<p>First draft</p>');
    for (const payload of RICH_TEXT_PAYLOADS) {
      const saved = await api.call('set_news', { action_type: 2, news_id: story.id, description: `<p>Story</p>${payload}` }, { method: 'POST', token: writer.token, files: {} });
      expect(saved.status, payload).toBe(200);
      expect(answerProblems(saved.body), payload).toEqual([]);
      expect(saved.body.data.description, payload).toMatch(/^<p>Story<\/p>/);
      const read = await api.call('get_news', { language_id: api.base.en.id, id: story.id });
      expect(answerProblems(read.body), payload).toEqual([]);
      expect(read.body.data[0].description).toBe(saved.body.data.description);
    }
  });
});
