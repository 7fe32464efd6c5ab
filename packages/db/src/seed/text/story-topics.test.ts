import { describe, expect, it } from 'vitest';
import { expectedFiling, templateOf } from '../filing-audit';
import { LANGUAGE_DEFINITIONS } from '../languages';
import { STORY_TOPICS, TAG_KEYS, storyFiling } from './story-topics';
import { CATEGORY_KEYS, CITY_KEYS } from './types';

describe('story topics', () => {
  it('give every headline of every category a filing, and every language lists subcategories and tags alike', () => {
    for (const def of LANGUAGE_DEFINITIONS) {
      expect(def.news.tags, def.code).toHaveLength(TAG_KEYS.length);
      for (const key of CATEGORY_KEYS) {
        expect(STORY_TOPICS[key], key).toHaveLength(def.news.headlines[key].length);
        expect(def.news.categories[key].subs.map(([, slug]) => slug).length, `${def.code} ${key}`).toBe(LANGUAGE_DEFINITIONS[0]?.news.categories[key].subs.length);
        for (const [story] of STORY_TOPICS[key].entries()) {
          for (const city of CITY_KEYS) {
            const { subIndex } = storyFiling(key, story, city);
            if (subIndex !== null) expect(def.news.categories[key].subs[subIndex], `${def.code} ${key} ${story}`).toBeDefined();
          }
        }
      }
    }
  });

  it('file World stories by the region of their city', () => {
    const english = LANGUAGE_DEFINITIONS.find((def) => def.code === 'en')?.news;
    if (!english) throw new Error('English demo texts');
    const region = (city: (typeof CITY_KEYS)[number]) => expectedFiling(english, 'world', 0, city).subcategory;
    expect(region('london')).toBe('europe');
    expect(region('beirut')).toBe('middle-east');
    expect(region('casablanca')).toBe('africa');
    expect(region('montreal')).toBe('americas');
    expect(region('tokyo')).toBeNull();
  });

  it('find the template of a demo title in every language, and file it by its text', () => {
    for (const def of LANGUAGE_DEFINITIONS) {
      const title = def.news.headlines.sports[2]?.replace('{city}', def.news.cities.paris) ?? '';
      expect(templateOf(def.news, title), def.code).toEqual({ key: 'sports', story: 2, city: 'paris' });
      const filing = expectedFiling(def.news, 'sports', 2, 'paris');
      expect(filing.subcategory, def.code).toBe(def.news.categories.sports.subs[1]?.[1]);
    }
    const english = LANGUAGE_DEFINITIONS[0]?.news;
    if (!english) throw new Error('English demo texts');
    expect(expectedFiling(english, 'technology', 0, 'cairo')).toEqual({ category: 'technology', subcategory: 'artificial-intelligence', tags: ['ai', 'public-health'], location: 'Cairo' });
    expect(templateOf(english, 'A headline the demo never wrote')).toBeNull();
  });
});
