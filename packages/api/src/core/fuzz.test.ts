import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment, insertNews } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';
import { allEndpoints } from '../endpoints';

// Random and malformed input to every endpoint must never answer 500, must always keep the
// envelope, and must never touch another reader's data or the newsroom's content.

let api: TestApi;
let owner: { id: number; token: string };
let ownerIds: string[] = [];

// PGlite and node-postgres both answer `execute` with an object holding `rows`.
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Every row a stranger's calls must leave alone, as one comparable string. */
async function protectedState(): Promise<string> {
  const tables = ['languages', 'language_labels', 'categories', 'subcategories', 'tags', 'locations', 'settings', 'featured_sections', 'pages', 'seo_pages', 'ad_spaces', 'live_streams'];
  const parts: unknown[] = [];
  for (const table of tables) parts.push(rowsOf(await api.deps.db.execute(sql.raw(`select * from ${table} order by 1`))));
  const id = owner.id;
  for (const query of [
    // Views are counted for anyone, so only the breaking news content itself is compared.
    sql`select id, title, slug, description, image from breaking_news order by id`,
    sql`select * from users where id = ${id}`,
    sql`select id, user_id, parent_id, message, status from comments where user_id = ${id} order by id`,
    sql`select * from bookmarks where user_id = ${id} order by news_id`,
    sql`select * from news_reactions where user_id = ${id} order by news_id`,
    sql`select id, title, slug, status, description, image from news where user_id = ${id} order by id`,
    sql`select * from news_images where news_id in (select id from news where user_id = ${id}) order by id`,
    sql`select * from user_notifications where user_id = ${id} order by id`,
    sql`select * from user_categories where user_id = ${id} order by category_id`,
    sql`select count(*)::int as n from user_sessions where user_id = ${id}`,
  ]) {
    parts.push(rowsOf(await api.deps.db.execute(query)));
  }
  return JSON.stringify(parts);
}

const nasty = fc.constantFrom('', ' ', '0', '-1', '1.5', '1e3', '99999999999999999999', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '1,2,3', ',,,', "' or 1=1 --", '<script>alert(1)</script>', '%00', '../../etc/passwd', 'ünïcödé', 'مرحبا', 'a'.repeat(5000), '2020-13-45', '9999-12-31',
  // Control characters PostgreSQL cannot store, and fields past every size bound.
  'a\u0000b', '\u0000', 'x\u0007y', 'z'.repeat(130_000));

function valueArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 2 ** 31 }).map(String), fc.constantFrom(...ownerIds), fc.constantFrom('1', '2', '0'));
}

function paramNames(endpoint: (typeof allEndpoints)[number]): string[] {
  const shape = (endpoint.params as { shape?: Record<string, unknown> }).shape ?? {};
  // Unknown names too: they must be ignored (never a cache key, never a 500).
  return [...Object.keys(shape), 'user_id', 'id', 'slug', 'junk', 'zz_unknown_parameter'];
}

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.signedInUser({ name: 'Owner' });
  const [politics] = api.base.categories;
  const news = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: politics!.id, userId: owner.id }, { images: ['news/extra.webp'] });
  const comment = await insertComment(api.deps.db, { newsId: news.id, userId: owner.id, message: 'Owner comment' });
  ownerIds = [String(owner.id), String(news.id), String(comment.id), news.slug];
});
afterAll(() => api.close());

describe('every endpoint under random input', () => {
  it.each(allEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('%s never fails with 500 or touches protected data', async (_name, endpoint) => {
    const before = await protectedState();
    const stranger = await api.signedInUser({ name: 'Stranger' });
    const names = paramNames(endpoint);
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...names), valueArbitrary(), { maxKeys: names.length }),
        fc.constantFrom<'none' | 'stranger' | 'garbage'>('none', 'stranger', 'garbage'),
        fc.constantFrom<'GET' | 'POST' | 'JSON' | 'MULTIPART'>('GET', 'POST', 'JSON', 'MULTIPART'),
        fc.constantFrom<'none' | 'png' | 'junk'>('none', 'png', 'junk'),
        async (params, who, method, upload) => {
          const token = who === 'stranger' ? stranger.token : who === 'garbage' ? 'not-a-real-token-at-all' : undefined;
          const files = method === 'MULTIPART' && upload !== 'none'
            ? Object.fromEntries((endpoint.files ?? ['image']).map((field) => [field, new File([upload === 'png' ? new Uint8Array(image) : new Uint8Array([1, 2, 3, 4])], 'x.png', { type: 'image/png' })]))
            : undefined;
          const response = await api.call(endpoint.name, params, {
            token,
            method: method === 'GET' ? 'GET' : 'POST',
            json: method === 'JSON',
            files: method === 'MULTIPART' ? (files ?? {}) : undefined,
          });
          expect(response.status, JSON.stringify({ params, who, method, body: response.body })).not.toBe(500);
          expect(['true', 'false']).toContain(response.body.error);
          expect(typeof response.body.message).toBe('string');
        },
      ),
      { numRuns: 40 },
    );
    await api.deps.limiter.reset();
    expect(await protectedState()).toBe(before);
  });
});
