import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder holding only the first `count` migrations, as an older release shipped. */
async function olderRelease(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'news-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, count);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

let client: PGlite;
let firstRelease: string;
beforeAll(async () => {
  client = new PGlite();
  firstRelease = await olderRelease(1);
}, 60_000);
afterAll(async () => {
  await client.close();
  await rm(firstRelease, { recursive: true, force: true });
});

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

describe('migrations over a database that already holds a site', () => {
  it('keep every counter and comment when a database of the first release is brought up to date', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: firstRelease });
    // A site as the first release stored it: counters on the news rows, comments with a reply.
    await client.exec(`
      INSERT INTO languages (id, language, code) VALUES (1, 'English', 'en');
      INSERT INTO categories (id, language_id, category_name, slug) VALUES (1, 1, 'World', 'world');
      INSERT INTO users (id, firebase_id, name) VALUES (1, 'reader-1', 'Reader');
      INSERT INTO news (id, language_id, category_id, title, slug, total_views, total_like, total_dislike, total_bookmark, total_comment)
        VALUES (1, 1, 1, 'Kept', 'kept', 120, 7, 2, 3, 2), (2, 1, 1, 'Quiet', 'quiet', 0, 0, 0, 0, 0);
      INSERT INTO comments (id, news_id, user_id, parent_id, message) VALUES (1, 1, 1, NULL, 'First'), (2, 1, 1, 1, 'A reply');
      SELECT setval('news_id_seq', 2);
    `);

    await migrate(db, { migrationsFolder });

    expect(await rows('SELECT news_id, total_views, total_like, total_dislike, total_bookmark, total_comment FROM news_stats ORDER BY news_id')).toEqual([
      { news_id: 1, total_views: 120, total_like: 7, total_dislike: 2, total_bookmark: 3, total_comment: 2 },
      { news_id: 2, total_views: 0, total_like: 0, total_dislike: 0, total_bookmark: 0, total_comment: 0 },
    ]);
    // The comment page's count of visible top-level comments starts from the comments there are.
    expect(await rows('SELECT news_id, comment_threads FROM news_stats ORDER BY news_id')).toEqual([
      { news_id: 1, comment_threads: 1 },
      { news_id: 2, comment_threads: 0 },
    ]);
    expect(await rows('SELECT id, parent_id, message FROM comments ORDER BY id')).toEqual([
      { id: 1, parent_id: null, message: 'First' },
      { id: 2, parent_id: 1, message: 'A reply' },
    ]);
    // News added after the upgrade get their counters row from the trigger.
    await client.exec(`INSERT INTO news (language_id, category_id, title, slug) VALUES (1, 1, 'New', 'new')`);
    expect(await rows(`SELECT s.total_views FROM news_stats s JOIN news n ON n.id = s.news_id WHERE n.slug = 'new'`)).toEqual([{ total_views: 0 }]);
    // The upgrade ran each later migration once, and running it again changes nothing.
    const applied = await rows<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await migrate(db, { migrationsFolder });
    expect(await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual(applied);
  }, 60_000);
});
