import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { LANGUAGE_DEFINITIONS } from './languages';
import { CITY_COORDINATES } from './taxonomy';
import { fill } from './rng';
import { storyFiling, tagIndex } from './text/story-topics';
import { CATEGORY_KEYS, CITY_KEYS, type CategoryKey, type CityKey, type NewsTexts } from './text/types';

/** How a stored story is filed: category, subcategory and tag slugs, and its location's name. */
export interface Filing {
  category: string;
  subcategory: string | null;
  tags: string[];
  location: string | null;
}

interface FiledStory extends Filing {
  id: number;
  code: string;
  title: string;
}

/** The headline template (category, position, city) a demo title was written from, if any. */
export function templateOf(texts: NewsTexts, title: string): { key: CategoryKey; story: number; city: CityKey } | null {
  for (const key of CATEGORY_KEYS) {
    for (const [story, headline] of texts.headlines[key].entries()) {
      const city = CITY_KEYS.find((candidate) => fill(headline, { city: texts.cities[candidate] }) === title);
      if (city) return { key, story, city };
    }
  }
  return null;
}

/** Where the text of a story built from that template belongs, as the site's slugs. */
export function expectedFiling(texts: NewsTexts, key: CategoryKey, story: number, city: CityKey): Filing {
  const category = texts.categories[key];
  const { subIndex, tags } = storyFiling(key, story, city);
  return {
    category: category.slug,
    subcategory: subIndex === null ? null : (category.subs[subIndex]?.[1] ?? 'missing'),
    tags: tags.map((tag) => texts.tags[tagIndex(tag)]?.[1] ?? 'missing').sort(),
    location: CITY_COORDINATES[city][0],
  };
}

/**
 * The demo stories (seeded or generated) of the demo languages whose category, subcategory, tags
 * or location do not follow their text, each with what was found and what its text asks for.
 */
export async function misfiledStories(db: Db): Promise<{ story: FiledStory; expected: Filing | 'unknown headline' }[]> {
  const result = (await db.execute(sql`
    select n.id, l.code, n.title, c.slug as category, s.slug as subcategory, loc.location_name as location,
      coalesce((select array_agg(t.slug) from news_tags nt join tags t on t.id = nt.tag_id where nt.news_id = n.id), '{}') as tags
    from news n join languages l on l.id = n.language_id join categories c on c.id = n.category_id
      left join subcategories s on s.id = n.subcategory_id left join locations loc on loc.id = n.location_id
    order by n.id`)) as unknown as { rows: FiledStory[] };
  const wrong: { story: FiledStory; expected: Filing | 'unknown headline' }[] = [];
  for (const story of result.rows) {
    const texts = LANGUAGE_DEFINITIONS.find((def) => def.code === story.code)?.news;
    if (!texts) continue;
    const template = templateOf(texts, story.title);
    if (!template) {
      wrong.push({ story, expected: 'unknown headline' });
      continue;
    }
    const expected = expectedFiling(texts, template.key, template.story, template.city);
    // A story names its city; most carry no location, and one that does is placed there.
    const sameLocation = story.location === null || story.location === expected.location;
    const same = story.category === expected.category && story.subcategory === expected.subcategory && sameLocation && [...story.tags].sort().join(',') === expected.tags.join(',');
    if (!same) wrong.push({ story, expected });
  }
  return wrong;
}
