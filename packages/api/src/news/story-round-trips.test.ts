import { schema } from '@newsroom/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callInProcess } from '../in-process';
import { createTestApi, type TestApi } from '../../test/harness';
import { insertNews } from '../../test/builders';

// A story read from a search engine misses every cache: what it costs the database is counted
// here in statements. Its page asks for the story by slug: one statement for the row (with its
// tags and pictures), one for the story's row with everything joined; the site's languages are
// kept in memory (languages/known-languages.ts), not read again by every call.

let api: TestApi;
let logged: string[] = [];

beforeAll(async () => {
  api = await createTestApi({}, { logger: { logQuery: (query) => void logged.push(query) } });
});
afterAll(() => api.close());

async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  logged = [];
  await call();
  return logged;
}

describe('a story by its slug', () => {
  it('costs two statements, tags and pictures included, and reads no language', async () => {
    const { en, categories, tags } = api.base;
    const story = await insertNews(api.deps.db, { languageId: en.id, categoryId: categories[0]!.id }, { tagIds: [tags[1]!.id, tags[0]!.id], images: ['a.webp', 'b.webp'] });
    // Warm: the languages are read once for the process.
    await callInProcess(api.deps, 'get_news', { language_id: en.id, slug: 'no-such-story' });

    let answer: { data: Array<{ id: number; tag: { id: number }[]; images: { other_image: string; news_id: number }[] }>; total?: number } | undefined;
    const statements = await statementsOf(async () => {
      answer = await callInProcess(api.deps, 'get_news', { language_id: en.id, slug: story.slug });
    });
    expect(statements).toHaveLength(2);
    expect(statements.some((statement) => /from "languages"/.test(statement))).toBe(false);
    expect(statements.some((statement) => /count\(/.test(statement))).toBe(false);
    expect(answer?.total).toBe(1);
    const [item] = answer!.data;
    expect(item!.id).toBe(story.id);
    expect(item!.tag.map((tag) => tag.id)).toEqual([tags[0]!.id, tags[1]!.id].sort((a, b) => a - b));
    expect(item!.images.map((image) => image.other_image.split('/').pop())).toEqual(['a.webp', 'b.webp']);
    expect(item!.images.every((image) => image.news_id === story.id)).toBe(true);
  });

  it('sees a language added behind its back (another process, a script) at the first call naming it', async () => {
    await callInProcess(api.deps, 'get_news', { language_id: api.base.en.id, limit: 1 });
    const [added] = await api.deps.db.insert(schema.languages).values({ language: 'Test', code: 'tq', displayName: 'Test' }).returning({ id: schema.languages.id });
    const known = await callInProcess<unknown[]>(api.deps, 'get_news', { language_id: added!.id });
    const unknown = await callInProcess<unknown[]>(api.deps, 'get_news', { language_id: added!.id + 1000 });
    // An empty list, not an unknown language.
    expect(known.message).not.toBe(unknown.message);
    expect(unknown.message).toMatch(/language/i);
  });
});
