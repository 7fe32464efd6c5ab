// What each demo headline is about, in every language at once: the texts of each language list
// their subcategories and tags in the same order, so a story is filed by position. A story is
// filed where its text belongs, never at random: a demo is judged by a London story that
// turns up under World > Middle East.
import type { CategoryKey, CityKey } from './types';

/** The demo tags, in the order every language's `tags` list gives their names and slugs. */
export const TAG_KEYS = [
  'elections', 'budget', 'climate-change', 'inflation', 'ai', 'football', 'heritage', 'public-health',
  'housing', 'education', 'transport', 'energy-prices', 'startups', 'space', 'festivals',
  'human-rights', 'trade', 'cybersecurity', 'water', 'tourism', 'interview', 'analysis',
] as const;
export type TagKey = (typeof TAG_KEYS)[number];

/**
 * A headline's subcategory: its position in the category's `subs` (the same in every language),
 * `region` for World stories (filed by where the city is), or null when no subcategory fits.
 */
export type SubcategoryOf = number | 'region' | null;

export interface StoryTopic {
  sub: SubcategoryOf;
  tags: readonly TagKey[];
}

const topic = (sub: SubcategoryOf, ...tags: TagKey[]): StoryTopic => ({ sub, tags });

/** World's subcategories by position: Europe, Middle East, Africa, Americas. Tokyo has none. */
const WORLD_REGION: Record<CityKey, number | null> = {
  paris: 0, london: 0, berlin: 0, beirut: 1, dubai: 1, cairo: 2, casablanca: 2, 'new-york': 3, montreal: 3, tokyo: null,
};

/** One entry per headline of the category, in the headlines' order. */
export const STORY_TOPICS: Record<CategoryKey, readonly StoryTopic[]> = {
  // Parliament, Elections, Elections, Diplomacy, Parliament (subs: Elections, Parliament, Diplomacy).
  politics: [topic(1, 'budget'), topic(0, 'elections'), topic(0, 'elections'), topic(2, 'human-rights'), topic(1, 'analysis')],
  // Floods, water summit, transport march, heatwave, restored bridge.
  world: [topic('region', 'water', 'human-rights'), topic('region', 'water'), topic('region', 'transport'), topic('region', 'climate-change'), topic('region', 'heritage', 'tourism')],
  // Subs: Markets, Startups, Energy. Rates, solar start-up, port traffic, rents, airline.
  business: [topic(0, 'inflation'), topic(1, 'startups'), topic(null, 'trade'), topic(0, 'housing', 'inflation'), topic(null, 'transport', 'energy-prices')],
  // Subs: Artificial intelligence, Cybersecurity. AI notes, ransomware, battery, Wi-Fi, children's data.
  technology: [topic(0, 'ai', 'public-health'), topic(1, 'cybersecurity', 'transport'), topic(null), topic(null, 'tourism'), topic(1, 'human-rights')],
  // Subs: Football, Tennis, Basketball, Athletics. Title, marathon, tennis, finals host, striker.
  sports: [topic(0, 'football'), topic(3, 'tourism'), topic(1), topic(2, 'tourism'), topic(0, 'football', 'interview')],
  // Subs: Medicine, Nutrition. Vaccination, flu, cancer centre, walking study, antibiotics.
  health: [topic(0, 'public-health'), topic(0, 'public-health'), topic(0, 'public-health'), topic(null, 'public-health'), topic(0, 'public-health')],
  // Subs: Cinema, Music, Books. Film festival, looted artefacts, jazz festival, bookshops, silent film.
  culture: [topic(0, 'festivals'), topic(null, 'heritage'), topic(1, 'festivals', 'tourism'), topic(2, 'education'), topic(0, 'heritage')],
  // Subs: Space, Climate, Environment. Telescope, coral reefs, air quality, student satellite, old seeds.
  science: [topic(0, 'space'), topic(1, 'climate-change'), topic(2, 'transport'), topic(0, 'space', 'education'), topic(null, 'heritage')],
};

/** Where a story built from headline `story` of `key`, set in `city`, is filed. */
export function storyFiling(key: CategoryKey, story: number, city: CityKey): { subIndex: number | null; tags: readonly TagKey[] } {
  const found = STORY_TOPICS[key][story];
  if (!found) throw new Error(`no topic for ${key} headline ${story}`);
  const subIndex = found.sub === 'region' ? WORLD_REGION[city] : found.sub;
  return { subIndex, tags: found.tags };
}

/** A tag's position in a language's `tags` list. */
export const tagIndex = (tag: TagKey): number => TAG_KEYS.indexOf(tag);
