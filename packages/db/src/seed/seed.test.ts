import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { copyDemoVideo, DEMO_VIDEO, DEMO_VIDEO_SOURCE } from './demo-video';
import { addMissingLabels, isSeeded, LABEL_KEYS, seedDemo, type SeedSummary } from './index';
import { LANGUAGE_DEFINITIONS } from './languages';
import { misfiledStories } from './filing-audit';
import { addGeneratedNews } from './large';
import { CATEGORY_KEYS } from './text/types';

let database: Database;
let mediaDir: string;
let summary: SeedSummary;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
const column = async (query: SQL) => (await rows<{ v: string }>(query)).map((row) => row.v);
const count = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]?.n ?? 0);

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  database = await openDatabase({});
  expect(await isSeeded(database.db)).toBe(false);
  summary = await seedDemo(database.db, { mediaDir });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('demo texts', () => {
  it('give every headline its own lead in every language', () => {
    for (const def of LANGUAGE_DEFINITIONS) {
      for (const key of CATEGORY_KEYS) expect(def.news.leads[key].length, `${def.code} ${key}`).toBe(def.news.headlines[key].length);
    }
  });
});

describe('seedDemo', () => {
  it('creates three languages with the same complete label set', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    const langs = await rows<{ code: string; display_name: string; is_rtl: boolean; is_default: boolean; keys: string[] }>(
      sql`select l.code, l.display_name, l.is_rtl, l.is_default, array(select jsonb_object_keys(ll.labels) order by 1) as keys
          from languages l join language_labels ll on ll.language_id = l.id order by l.id`,
    );
    expect(langs.map((l) => [l.code, l.display_name, l.is_rtl, l.is_default])).toEqual([
      ['en', 'English', false, true], ['fr', 'Français', false, false], ['ar', 'العربية', true, false],
    ]);
    const expected = [...LABEL_KEYS].sort();
    expect(expected.length).toBeGreaterThanOrEqual(100);
    for (const lang of langs) expect([...lang.keys].sort()).toEqual(expected);
    // A start finds nothing missing in a freshly seeded site.
    expect(await addMissingLabels(database.db)).toEqual([]);
  });

  it('stores the settings and social links', async () => {
    const keys = await column(sql`select key as v from settings`);
    for (const key of ['category_mode', 'subcategory_mode', 'breaking_news_mode', 'live_streaming_mode', 'comments_mode', 'location_news_mode',
      'nearest_location_measure', 'auto_delete_expire_news_mode', 'system_timezone', 'web_name', 'web_color_code',
      'web_footer_description', 'web_header_logo', 'web_footer_logo', 'web_placeholder_image']) expect(keys).toContain(key);
    expect(await count(sql`select count(*) as n from social_media where link like 'https://%'`)).toBe(4);
  });

  it('fills every language with taxonomy and content', async () => {
    const perLanguage = await rows<Record<string, number | string>>(sql`
      select l.code,
        (select count(*) from categories c where c.language_id = l.id) as categories,
        (select count(*) from tags t where t.language_id = l.id) as tags,
        (select count(*) from news n where n.language_id = l.id) as news,
        (select count(*) from breaking_news b where b.language_id = l.id) as breaking,
        (select count(distinct type) from live_streams s where s.language_id = l.id) as live_types,
        (select count(distinct page_type) from pages p where p.language_id = l.id) as page_types,
        (select count(distinct page_type) from seo_pages p where p.language_id = l.id) as seo_types,
        (select count(*) from notifications x where x.language_id = l.id) as notifications,
        (select count(distinct type) from notifications x where x.language_id = l.id) as notification_types,
        (select count(distinct ad_space) from ad_spaces a where a.language_id = l.id) as ad_kinds,
        (select count(*) from featured_sections f where f.language_id = l.id) as sections
      from languages l`);
    for (const lang of perLanguage) {
      expect(Number(lang.categories)).toBeGreaterThanOrEqual(8);
      expect(Number(lang.tags)).toBeGreaterThanOrEqual(20);
      expect(Number(lang.news)).toBeGreaterThanOrEqual(110);
      expect(Number(lang.breaking)).toBeGreaterThanOrEqual(6);
      expect(Number(lang.live_types)).toBe(2);
      expect(Number(lang.page_types)).toBe(5);
      expect(Number(lang.seo_types)).toBe(9);
      expect(Number(lang.notifications)).toBeGreaterThanOrEqual(10);
      expect(Number(lang.notification_types)).toBe(2);
      expect(Number(lang.ad_kinds)).toBe(3);
      expect(Number(lang.sections)).toBeGreaterThanOrEqual(6);
    }
    expect(await count(sql`select count(*) as n from (select category_id, count(*) as c from subcategories group by category_id) s where c not between 2 and 4`)).toBe(0);
    expect(await count(sql`select count(*) as n from locations`)).toBeGreaterThanOrEqual(8);
    expect(await count(sql`select count(*) as n from ad_spaces where ad_space = 'featured_section' and featured_section_id is null`)).toBe(0);
    expect(summary.news).toBe(330);
  });

  it('covers every content type, style, filter and section type', async () => {
    expect((await column(sql`select distinct content_type as v from news`)).sort()).toEqual(['standard_post', 'video_other', 'video_upload', 'video_youtube']);
    expect((await column(sql`select distinct style_web as v from featured_sections`)).sort()).toEqual(['style_1', 'style_2', 'style_3', 'style_4', 'style_5', 'style_6']);
    // The app's layouts are chosen apart from the web's; "" (one section) follows the web style.
    expect((await column(sql`select distinct style_app as v from featured_sections`)).sort()).toEqual(['', 'style_1', 'style_2', 'style_3', 'style_4', 'style_5', 'style_6']);
    expect((await column(sql`select distinct filter_type as v from featured_sections`)).sort()).toEqual(['custom', 'most_commented', 'most_favorite', 'most_like', 'most_viewed', 'recently_added']);
    expect((await column(sql`select distinct news_type as v from featured_sections`)).sort()).toEqual(['breaking_news', 'news', 'user_choice', 'videos']);
    expect(await count(sql`select count(*) as n from news where content_type = 'video_youtube' and content_value not like 'https://www.youtube.com/watch?v=%'`)).toBe(0);
    expect(await count(sql`select count(*) as n from news where content_type = 'standard_post' and content_value <> ''`)).toBe(0);
    // Custom sections list real news ids.
    const custom = await column(sql`select news_ids as v from featured_sections where filter_type = 'custom'`);
    const ids = custom.flatMap((list) => list.split(',').map(Number));
    expect(ids.length).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from news where id in ${ids}`)).toBe(new Set(ids).size);
  });

  it('keeps denormalised counters equal to the rows behind them', async () => {
    expect(await count(sql`select count(*) as n from news_stats s where
      total_like <> (select count(*) from news_reactions r where r.news_id = s.news_id and r.status = 1) or
      total_dislike <> (select count(*) from news_reactions r where r.news_id = s.news_id and r.status = 2) or
      total_bookmark <> (select count(*) from bookmarks b where b.news_id = s.news_id) or
      total_comment <> (select count(*) from comments c where c.news_id = s.news_id and c.status = 1) or
      comment_threads <> (select count(*) from comments c where c.news_id = s.news_id and c.parent_id is null and c.status = 1) or
      total_views < (select count(*) from news_views v where v.news_id = s.news_id)`)).toBe(0);
    // Every news item has its counters row (the trigger adds it), and views were seeded.
    expect(await count(sql`select count(*) as n from news left join news_stats s on s.news_id = news.id where s.news_id is null`)).toBe(0);
    expect(await count(sql`select count(*) as n from news_stats where total_views > 0`)).toBeGreaterThan(300);
    expect(await count(sql`select count(*) as n from comments c where
      total_like <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.status = 1) or
      total_dislike <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.status = 2)`)).toBe(0);
    expect(await count(sql`select count(*) as n from comments c join comments p on p.id = c.parent_id where p.parent_id is not null`)).toBe(0);
    expect(await count(sql`select count(*) as n from comments where parent_id is not null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from news_stats where total_like > 0`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from user_sessions`)).toBe(0);
    expect((await column(sql`select distinct type as v from user_notifications`)).sort()).toEqual(['comment', 'comment_like']);
  });

  it('seeds surveys in every language, with options, answers counted, and some left to answer', async () => {
    const perLanguage = await rows<{ code: string; open: number | string; closed: number | string; bare: number | string }>(sql`
      select l.code,
        (select count(*) from survey_questions q where q.language_id = l.id and q.status = 1) as open,
        (select count(*) from survey_questions q where q.language_id = l.id and q.status = 0) as closed,
        (select count(*) from survey_questions q where q.language_id = l.id and (select count(*) from survey_options o where o.question_id = q.id) < 2) as bare
      from languages l order by l.id`);
    expect(perLanguage.map((lang) => [lang.code, Number(lang.open), Number(lang.closed), Number(lang.bare)])).toEqual([['en', 3, 1, 0], ['fr', 3, 1, 0], ['ar', 3, 1, 0]]);
    expect(await count(sql`select count(*) as n from survey_options o where counter <> (select count(*) from survey_answers a where a.option_id = o.id)`)).toBe(0);
    expect(summary.surveyAnswers).toBeGreaterThan(0);
    // Every demo reader has an open survey of every language still to answer.
    expect(await count(sql`select count(*) as n from users u, languages l where u.role = 0 and not exists (
      select 1 from survey_questions q where q.language_id = l.id and q.status = 1
        and not exists (select 1 from survey_answers a where a.question_id = q.id and a.user_id = u.id))`)).toBe(0);
  });

  it('points every stored media path at a file on disk', async () => {
    const paths = await column(sql`
      select image as v from languages union select image from categories union select image from subcategories
      union select og_image from tags union select image from news union select other_image from news_images
      union select content_value from news where content_type = 'video_upload'
      union select image from breaking_news union select image from live_streams union select page_icon from pages
      union select og_image from pages union select og_image from seo_pages union select og_image from featured_sections
      union select ad_image from ad_spaces union select web_ad_image from ad_spaces union select image from notifications
      union select profile from users union select image from social_media
      union select value from settings where key in ('web_header_logo', 'web_footer_logo', 'web_placeholder_image')`);
    const stored = paths.filter((p) => p !== '');
    expect(stored.length).toBeGreaterThan(20);
    for (const relative of stored) {
      expect(relative).toMatch(/^seed\/[a-z0-9_.-]+$/);
      expect(existsSync(path.join(mediaDir, relative)), relative).toBe(true);
    }
  });

  it('ships a real demo video and replaces the stand-in of earlier seeds', async () => {
    const stored = path.join(mediaDir, DEMO_VIDEO);
    const bytes = readFileSync(stored);
    // An MP4 (ISO BMFF `ftyp` box first) of the committed file's size, not a few placeholder bytes.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.length).toBe(statSync(DEMO_VIDEO_SOURCE).size);
    expect(await count(sql`select count(*) as n from news where content_type = 'video_upload' and content_value <> ${DEMO_VIDEO}`)).toBe(0);
    writeFileSync(stored, 'demo video placeholder\n');
    expect(await copyDemoVideo(mediaDir)).toBe(true);
    expect(statSync(stored).size).toBe(bytes.length);
    expect(await copyDemoVideo(mediaDir)).toBe(false);
  });

  it('fills the full-text search document', async () => {
    expect(await count(sql`select count(*) as n from news where search is null`)).toBe(0);
    const [title] = await column(sql`select n.title as v from news n join languages l on l.id = n.language_id where l.code = 'en' and n.title like '%Marathon%' limit 1`);
    expect(title).toBeDefined();
    const hits = await column(sql`select title as v from news where search @@ websearch_to_tsquery('english', 'marathon')`);
    expect(hits).toContain(title);
    expect(await count(sql`select count(*) as n from news where search @@ websearch_to_tsquery('arabic', 'ماراثون')`)).toBeGreaterThan(0);
  });

  it('adds generated news in bulk', async () => {
    const before = await count(sql`select count(*) as n from news`);
    const result = await addGeneratedNews(database.db, { count: 2000 });
    expect(result.inserted).toBe(2000);
    expect(await count(sql`select count(*) as n from news`)).toBe(before + 2000);
    expect(await count(sql`select count(*) as n from news where search is null`)).toBe(0);
  }, 120_000);

  it('files every story, seeded or generated, where its text belongs', async () => {
    expect(await misfiledStories(database.db)).toEqual([]);
    // What a reader noticed: a London story under World > Middle East.
    const londonWorld = await column(sql`select distinct s.slug as v from news n join categories c on c.id = n.category_id
      join subcategories s on s.id = n.subcategory_id where c.slug = 'world' and n.title like '%London%'`);
    expect(londonWorld).toEqual(['europe']);
    // Every demo tag has stories, so no tag page of the demo is empty.
    expect(await count(sql`select count(*) as n from tags t where not exists (select 1 from news_tags nt where nt.tag_id = t.id)`)).toBe(0);
  });
});

