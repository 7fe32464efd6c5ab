import { fill, type Rng } from './rng';
import { storyFiling, type TagKey } from './text/story-topics';
import { CATEGORY_KEYS, CITY_KEYS, type CategoryKey, type CityKey, type NewsTexts } from './text/types';

/** Where a story's closing link points: the kind of public source a newsroom would cite. */
const SOURCE_LINKS: Record<CategoryKey, string> = {
  politics: 'https://press.un.org/en', world: 'https://reliefweb.int/updates', business: 'https://www.imf.org/en/News',
  technology: 'https://www.enisa.europa.eu/news', sports: 'https://www.olympics.com/en/news', health: 'https://www.who.int/news',
  culture: 'https://www.unesco.org/en/articles', science: 'https://www.esa.int/Newsroom',
};

export const YOUTUBE_URLS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com/watch?v=YE7VzlLtp-4',
  'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  'https://www.youtube.com/watch?v=R6MlUcmOul8',
  'https://www.youtube.com/watch?v=WhWc3b3KhnY',
];
export const MP4_URLS = [
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/ElephantsDream.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/Sintel.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/TearsOfSteel.mp4',
];

export type ContentType = 'standard_post' | 'video_youtube' | 'video_other' | 'video_upload';

/** Four in ten stories carry a video, covering every video kind. */
export function contentFor(index: number, uploadedVideo: string): { contentType: ContentType; contentValue: string } {
  switch (index % 10) {
    case 0:
    case 9:
      return { contentType: 'video_youtube', contentValue: YOUTUBE_URLS[index % YOUTUBE_URLS.length] ?? '' };
    case 3:
      return { contentType: 'video_other', contentValue: MP4_URLS[index % MP4_URLS.length] ?? '' };
    case 6:
      return { contentType: 'video_upload', contentValue: uploadedVideo };
    default:
      return { contentType: 'standard_post', contentValue: '' };
  }
}

export interface Article {
  title: string;
  description: string;
  city: CityKey;
  /** Where the text belongs: the position of its subcategory in the category's `subs` (or none), and its tags. */
  subIndex: number | null;
  tags: readonly TagKey[];
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
}

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * One story. `variant` selects headline and city so that the first 25 variants of a category all
 * have different titles; `paragraphs` controls the body length (the bulk generator keeps it short).
 */
export function buildArticle(texts: NewsTexts, key: CategoryKey, variant: number, rng: Rng, paragraphs = 3): Article {
  const categoryIndex = CATEGORY_KEYS.indexOf(key);
  const headlines = texts.headlines[key];
  const city = CITY_KEYS[(Math.floor(variant / headlines.length) + variant + categoryIndex) % CITY_KEYS.length] ?? 'paris';
  const values = { city: texts.cities[city], n: rng.int(3, 95) };
  const story = variant % headlines.length;
  const title = fill(headlines[story] ?? '', values);
  // The lead belongs to its headline, so the first paragraph always tells the same story.
  const lead = fill(texts.leads[key][story] ?? '', values);
  const body = rng.sample(texts.paragraphs, paragraphs).map((p) => fill(p, { ...values, n: rng.int(2, 60) }));
  const parts = [`<p>${lead}</p>`, `<p>${body[0] ?? ''}</p>`, `<h2>${rng.pick(texts.subheads)}</h2>`];
  for (const paragraph of body.slice(1, -1)) parts.push(`<p>${paragraph}</p>`);
  if (rng.chance(0.6)) parts.push(`<blockquote>${rng.pick(texts.quotes)}</blockquote>`);
  if (rng.chance(0.5)) parts.push(`<ul>${rng.sample(texts.bullets, 3).map((item) => `<li>${item}</li>`).join('')}</ul>`);
  const last = body.length > 1 ? body[body.length - 1] : '';
  parts.push(`<p>${last ? `${last} ` : ''}<a href="${SOURCE_LINKS[key]}">${texts.sourceLink}</a></p>`);
  const category = texts.categories[key];
  const { subIndex, tags } = storyFiling(key, story, city);
  // This draw once picked a subcategory at random; it stays so that every later draw of the seed
  // (numbers, views, comments) is what it was.
  rng.pick(category.subs);
  const subName = subIndex === null ? undefined : category.subs[subIndex]?.[0];
  return {
    title,
    description: parts.join(''),
    city,
    subIndex,
    tags,
    metaTitle: truncate(title, 60),
    metaDescription: truncate(lead, 155),
    metaKeyword: [category.name, texts.cities[city], ...(subName ? [subName] : [])].join(', '),
  };
}

/** A NewsArticle JSON-LD block, as editors paste into schema_markup. */
export function newsArticleMarkup(title: string, publishedAt: Date, publisher: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title,
    datePublished: publishedAt.toISOString(),
    publisher: { '@type': 'Organization', name: publisher },
  });
}
