import type { Db } from '../client';
import { categories, locations, subcategories, tags } from '../schema/index';
import type { SeedImages } from './images';
import type { SeedLanguage } from './languages';
import { CATEGORY_KEYS, CITY_KEYS, type CategoryKey, type CityKey } from './text/types';

/** Real coordinates, so "news near you" works with a browser's location. */
export const CITY_COORDINATES: Record<CityKey, [string, number, number]> = {
  paris: ['Paris', 48.8566, 2.3522],
  london: ['London', 51.5074, -0.1278],
  'new-york': ['New York', 40.7128, -74.006],
  cairo: ['Cairo', 30.0444, 31.2357],
  dubai: ['Dubai', 25.2048, 55.2708],
  tokyo: ['Tokyo', 35.6762, 139.6503],
  berlin: ['Berlin', 52.52, 13.405],
  montreal: ['Montreal', 45.5019, -73.5674],
  casablanca: ['Casablanca', 33.5731, -7.5898],
  beirut: ['Beirut', 33.8938, 35.5018],
};

export interface SeedCategory {
  id: number;
  key: CategoryKey;
  name: string;
  slug: string;
  subcategoryIds: number[];
}

export interface SeedTaxonomy {
  /** Per language id. */
  categories: Map<number, SeedCategory[]>;
  tagIds: Map<number, number[]>;
  /** Location id per city. */
  locations: Map<CityKey, number>;
  counts: { categories: number; subcategories: number; tags: number; locations: number };
}

export async function seedTaxonomy(db: Db, langs: SeedLanguage[], images: SeedImages): Promise<SeedTaxonomy> {
  const result: SeedTaxonomy = { categories: new Map(), tagIds: new Map(), locations: new Map(), counts: { categories: 0, subcategories: 0, tags: 0, locations: 0 } };
  for (const lang of langs) {
    const rows = await db
      .insert(categories)
      .values(
        CATEGORY_KEYS.map((key, index) => {
          const text = lang.news.categories[key];
          return {
            languageId: lang.id, categoryName: text.name, slug: text.slug, rowOrder: index + 1, image: images.category[key],
            metaTitle: `${text.name} | ${lang.site.siteName}`, metaDescription: text.description, metaKeyword: text.subs.map(([name]) => name).join(', '),
          };
        }),
      )
      .returning({ id: categories.id });
    const list: SeedCategory[] = [];
    for (const [index, key] of CATEGORY_KEYS.entries()) {
      const text = lang.news.categories[key];
      const categoryId = rows[index]?.id;
      if (categoryId === undefined) throw new Error('category not inserted');
      const subs = await db
        .insert(subcategories)
        .values(text.subs.map(([name, slug], subIndex) => ({
          languageId: lang.id, categoryId, subcategoryName: name, slug, rowOrder: subIndex + 1,
          image: images.news[key][subIndex % images.news[key].length] ?? images.category[key],
        })))
        .returning({ id: subcategories.id });
      list.push({ id: categoryId, key, name: text.name, slug: text.slug, subcategoryIds: subs.map((sub) => sub.id) });
      result.counts.subcategories += subs.length;
    }
    result.categories.set(lang.id, list);
    result.counts.categories += list.length;

    const tagRows = await db
      .insert(tags)
      .values(lang.news.tags.map(([name, slug]) => ({
        languageId: lang.id, tagName: name, slug, ogImage: images.og,
        metaTitle: `${name} | ${lang.site.siteName}`, metaDescription: `${name}: ${lang.site.tagline}`, metaKeyword: name,
      })))
      .returning({ id: tags.id });
    result.tagIds.set(lang.id, tagRows.map((row) => row.id));
    result.counts.tags += tagRows.length;
  }
  const locationRows = await db
    .insert(locations)
    .values(CITY_KEYS.map((key) => {
      const [locationName, latitude, longitude] = CITY_COORDINATES[key];
      return { locationName, latitude, longitude };
    }))
    .returning({ id: locations.id });
  CITY_KEYS.forEach((key, index) => {
    const id = locationRows[index]?.id;
    if (id !== undefined) result.locations.set(key, id);
  });
  result.counts.locations = locationRows.length;
  return result;
}
