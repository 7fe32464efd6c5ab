import { sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';

export interface DashboardBenchData {
  /** A console author with a few hundred stories of their own. */
  authorId: number;
}

/**
 * A large site made in a few set-based statements (`generate_series`), not row by row: `stories`
 * stories over a year (ids rise with the publication time; ~3 % waiting for approval, ~2 %
 * drafts), 20,000 readers and 100,000 comments skewed to recent days, and `views` view rows,
 * most on recent stories (as readers read the news), from which the daily aggregates and the
 * stories' counters are derived as the view statement would have kept them.
 */
export async function seedDashboardData(db: Db, options: { stories: number; views: number; log: (message: string) => void }): Promise<DashboardBenchData> {
  const { stories, views, log } = options;
  // Without the row triggers (foreign keys, the comment threads' counter): a bulk insert of rows
  // made valid by construction, which would otherwise fire 100,000 times each.
  const step = async (what: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(query);
    });
    log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const [language] = await db.insert(schema.languages).values({ language: 'English', code: 'bench-en' }).returning();
  await db.insert(schema.categories).values({ languageId: language!.id, categoryName: 'News', slug: 'bench-news' });
  const [author] = await db.insert(schema.staffUsers).values({ email: 'bench-author@example.com', role: 'author', passwordHash: 'x' }).returning();
  const authorId = author!.id;

  await step(`${stories} stories`, sql`
    insert into news (language_id, category_id, title, slug, description, published_at, status, staff_author_id, created_at)
    select l.id, c.id, 'Bench story ' || i, 'bench-story-' || i,
           repeat(md5(i::text) || md5((i * 7)::text) || ' ', 30),
           now() - ((${stories} - i)::double precision / ${stories}) * interval '365 days',
           case when i % 33 = 0 then 0 when i % 50 = 0 then 3 else 1 end,
           case when i % 250 = 0 then ${authorId}::int end,
           now() - ((${stories} - i)::double precision / ${stories}) * interval '365 days'
    from generate_series(1, ${stories}) as i, languages l, categories c
    where l.code = 'bench-en' and c.slug = 'bench-news'`);
  await step('their counters', sql`insert into news_stats (news_id) select id from news on conflict do nothing`);
  await step('20000 readers', sql`
    insert into users (firebase_id, name, email, created_at)
    select 'bench-reader-' || i, 'Reader ' || i, 'reader' || i || '@bench.example', now() - power(random(), 2) * interval '365 days'
    from generate_series(1, 20000) as i`);
  await step('100000 comments', sql`
    with n as (select min(id) lo, max(id) hi from news), u as (select min(id) lo, max(id) hi from users)
    insert into comments (news_id, user_id, message, status, created_at)
    select n.hi - floor(power(random(), 3) * (n.hi - n.lo))::int, u.lo + floor(random() * (u.hi - u.lo))::int,
           'A bench comment', case when g % 500 = 0 then 2 else 1 end, now() - power(random(), 2) * interval '365 days'
    from generate_series(1, 100000) as g, n, u`);
  await step('2000 flags', sql`
    insert into comment_flags (user_id, comment_id, news_id, message)
    select distinct on (c.id, u.id) u.id, c.id, c.news_id, 'Spam'
    from (select id, news_id from comments order by id limit 1000) c
    cross join lateral (select id from users order by id limit 2) u`);
  // Views: 85 % on the newest stories (on average the last thousand, a few days of news), the
  // rest anywhere in the archive (search, links); more of them lately than two months ago.
  await step(`${views} views`, sql`
    with n as (select min(id) lo, max(id) hi from news)
    insert into news_views (news_id, viewer, created_at)
    select case when random() < 0.85 then greatest(n.lo, n.hi - floor(-ln(1 - random()) * 1000)::int) else n.lo + floor(random() * (n.hi - n.lo))::int end,
           'a:' || g, now() - power(random(), 2) * interval '60 days'
    from generate_series(1, ${views}) as g, n`);
  await step('daily aggregates', sql`
    insert into daily_views (day, shard, views)
    select (created_at at time zone 'UTC')::date, abs(hashtext(viewer)) % 16, count(*) from news_views group by 1, 2`);
  await step('per-story daily aggregates', sql`
    insert into news_daily_views (day, news_id, views)
    select (created_at at time zone 'UTC')::date, news_id, count(*) from news_views group by 1, 2`);
  await step('story counters', sql`
    update news_stats s set total_views = v.n from (select news_id, count(*)::int n from news_views group by news_id) v where v.news_id = s.news_id`);
  // As the tables stand in use: autovacuum, or the embedded database's upkeep (upkeep.ts), keeps
  // them vacuumed, so counts read the indexes alone.
  await db.execute(sql`vacuum analyze`);
  return { authorId };
}
