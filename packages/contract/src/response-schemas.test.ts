import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ads from './ads';
import * as breakingNews from './breaking-news';
import * as comments from './comments';
import * as featuredSections from './featured-sections';
import * as identity from './identity';
import * as languages from './languages';
import * as liveStreams from './live-streams';
import * as news from './news';
import * as notifications from './notifications';
import * as pages from './pages';
import * as push from './push';
import * as settings from './settings';
import * as surveys from './surveys';
import * as taxonomy from './taxonomy';
import * as users from './users';
import { emptyList, emptyObject } from './envelope';

const domains = { ads, breakingNews, comments, featuredSections, identity, languages, liveStreams, news, notifications, pages, push, settings, surveys, taxonomy, users };

/** Every exported schema that carries an example for the API reference, named `domain.export`. */
const withExamples = Object.entries(domains).flatMap(([domain, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return [];
    const example = value.meta()?.example;
    return example === undefined ? [] : [{ name: `${domain}.${name}`, schema: value, example }];
  }),
);

const clone = <T>(value: T): T => structuredClone(value);
const exampleOf = (schema: z.ZodType) => clone(schema.meta()?.example) as Record<string, unknown>;

describe('response schema examples', () => {
  it('are given for the items the API reference shows', () => {
    const names = withExamples.map((entry) => entry.name);
    for (const expected of ['news.newsItem', 'comments.comment', 'taxonomy.category', 'users.user', 'settings.settings', 'languages.language', 'featuredSections.featuredSection']) {
      expect(names).toContain(expected);
    }
  });

  it.each(withExamples)('$name accepts its own example', ({ schema, example }) => {
    const parsed = schema.safeParse(example);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('endpoint answer schemas', () => {
  // Named after the parameters: `getNewsParams` answers `getNewsData`, extra envelope fields `<name>Extra`.
  const answers = Object.entries(domains).flatMap(([domain, exports]) =>
    Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) =>
      /(Data|Extra)$/.test(name) && value instanceof z.ZodType ? [{ name: `${domain}.${name}`, schema: value }] : [],
    ),
  );

  it('exist for every parameter schema', () => {
    const params = Object.entries(domains).flatMap(([domain, exports]) =>
      Object.keys(exports).flatMap((name) => (name.endsWith('Params') && /^[a-z]/.test(name) ? [`${domain}.${name.replace(/Params$/, 'Data')}`] : [])),
    );
    expect(params.filter((name) => !answers.some((answer) => answer.name === name))).toEqual([]);
  });

  it.each(answers)('$name converts to the JSON Schema the API reference shows', ({ schema }) => {
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});

describe('response schemas reject what existing clients would misread', () => {
  it('an id sent as a string', () => {
    const item = { ...exampleOf(news.newsItem), id: '42' };
    expect(news.newsItem.safeParse(item).success).toBe(false);
    expect(languages.language.safeParse({ ...exampleOf(languages.language), id: '1' }).success).toBe(false);
  });

  it('a "0"/"1" field sent as a number, or a number field sent as text', () => {
    expect(languages.language.safeParse({ ...exampleOf(languages.language), isRTL: 0 }).success).toBe(false);
    expect(settings.settings.safeParse({ ...exampleOf(settings.settings), comments_mode: 1 }).success).toBe(false);
    expect(comments.comment.safeParse({ ...exampleOf(comments.comment), like: 1 }).success).toBe(false);
    // The mobile app reads `counter` as text, while `total_views` stays a number.
    expect(news.newsItem.safeParse({ ...exampleOf(news.newsItem), counter: 128 }).success).toBe(false);
    expect(news.newsItem.safeParse({ ...exampleOf(news.newsItem), total_views: '128' }).success).toBe(false);
  });

  it('a missing field, and an extra one', () => {
    const { category_name: _missing, ...withoutName } = exampleOf(taxonomy.category);
    expect(taxonomy.category.safeParse(withoutName).success).toBe(false);
    expect(users.user.safeParse({ ...exampleOf(users.user), password: 'secret' }).success).toBe(false);
    expect(news.newsItem.safeParse({ ...exampleOf(news.newsItem), category: { id: 3, category_name: 'Politics', slug: 'politics', extra: 1 } }).success).toBe(false);
  });

  it('null where the contract sends "" or leaves the key out', () => {
    expect(news.newsItem.safeParse({ ...exampleOf(news.newsItem), show_till: null }).success).toBe(false);
    // A section without an ad has no `ad_spaces` key (the mobile app fails on null).
    const section = exampleOf(featuredSections.featuredSection);
    expect(featuredSections.featuredSection.safeParse({ ...section, ad_spaces: null }).success).toBe(false);
    const { ad_spaces: _ad, ...withoutAd } = section;
    expect(featuredSections.featuredSection.safeParse(withoutAd).success).toBe(true);
    // Where null IS sent (no ad in that place), it is accepted.
    expect(ads.newsDetailsAds.safeParse({ ad_spaces_top: null, ad_spaces_bottom: null }).success).toBe(true);
  });

  it('dates that are not `YYYY-MM-DD HH:MM:SS`, and markup that could close its element', () => {
    expect(comments.comment.safeParse({ ...exampleOf(comments.comment), date: '2024-03-02T10:40:00Z' }).success).toBe(false);
    const hostile = '<script type="application/ld+json">{"headline":"</script><script>alert(1)</script>"}</script>';
    expect(news.newsItem.safeParse({ ...exampleOf(news.newsItem), schema_markup: hostile }).success).toBe(false);
  });

  it('a reply that carries replies of its own', () => {
    const thread = exampleOf(comments.comment);
    const [reply] = thread.replay as Record<string, unknown>[];
    expect(comments.comment.safeParse({ ...thread, replay: [{ ...reply, replay: [reply] }] }).success).toBe(false);
  });

  it('a featured section whose items sit under two keys, or under none', () => {
    const section = exampleOf(featuredSections.featuredSection);
    expect(featuredSections.featuredSection.safeParse({ ...section, videos: [], videos_total: 0 }).success).toBe(false);
    const { news: _items, news_total: _total, ...bare } = section;
    expect(featuredSections.featuredSection.safeParse(bare).success).toBe(false);
  });

  it('user_category as an object on get_user_by_id, where clients call .map on a list', () => {
    const reader = exampleOf(users.userWithCategories);
    expect(users.getUserByIdData.safeParse({ ...reader, user_category: { category_id: '1,3' } }).success).toBe(false);
    expect(users.getUserByIdData.safeParse({ ...reader, user_category: [] }).success).toBe(true);
  });

  it('anything but an empty list or object where the answer is empty', () => {
    expect(emptyList.safeParse([]).success).toBe(true);
    expect(emptyList.safeParse([1]).success).toBe(false);
    expect(emptyObject.safeParse({}).success).toBe(true);
    expect(emptyObject.safeParse({ done: true }).success).toBe(false);
    expect(pages.getPolicyPagesData.safeParse([]).success).toBe(false);
  });
});
