import { breakingNewsPath, newsPath } from '../../routing/paths';
import { allCategoriesPath, breakingNewsListPath, liveStreamingPath, sitePagesPath, tagsIndexPath, videoNewsPath } from '../../routing/screen-paths';
import { sectionItemCount } from '../../components/section-cards';
import { publicUrl, readList } from '../../server-data/api';
import { breakingNewsForSitemap, googleNewsStories, newsSitemapFile, newsSitemapFiles } from '../../server-data/seo';
import { getCategories, getLanguageTable, getSettings, getSitePages, type LanguageTable, type SiteLanguage } from '../../server-data/site';
import { featureSwitches, visibleSections, type FeatureSwitches } from '../../layout/feature-switches';
import { siteStructurePages, type EveryLanguageScreen, type LanguageStructure } from './site-structure';
import { googleNewsXml, sitemapIndexXml, urlSetXml, type SitemapUrl } from './sitemap-xml';

/** Site-wide files live at the root of the site (the default language's routes). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapFilePath = (name: string) => `/sitemaps/${name}.xml`;

/** The index's own name among the sitemap files (proxy.ts serves `/sitemap.xml` from it). */
const INDEX = 'index';
const STRUCTURE = 'pages';
const BREAKING_NEWS = 'breaking-news';
const GOOGLE_NEWS = 'google-news';
const NEWS_FILE = /^news-([1-9]\d{0,5})$/;

export async function robotsTxt(): Promise<string> {
  const base = await publicUrl();
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${base}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}

/** The sitemap index: the site structure, breaking news, the news files and the Google News sitemap. */
export async function sitemapIndex(): Promise<string> {
  const [base, newsFiles] = await Promise.all([publicUrl(), newsSitemapFiles()]);
  const names = [STRUCTURE, BREAKING_NEWS, ...Array.from({ length: newsFiles }, (_, index) => `news-${index + 1}`), GOOGLE_NEWS];
  return sitemapIndexXml(names.map((name) => `${base}${sitemapFilePath(name)}`));
}

/** The sitemap file `name` (without `.xml`), or null when there is no such file. */
export async function sitemapFile(name: string): Promise<string | null> {
  if (name === INDEX) return sitemapIndex();
  if (name === STRUCTURE) return structureSitemap();
  if (name === BREAKING_NEWS) return breakingNewsSitemap();
  if (name === GOOGLE_NEWS) return googleNewsSitemap();
  const file = NEWS_FILE.exec(name);
  if (!file) return null;
  const number = Number(file[1]);
  if (number > (await newsSitemapFiles())) return null;
  return newsSitemap(number);
}

/** The API's largest page: lists longer than that are read a page at a time. */
const API_PAGE = 100;

/** Every tag of a language (a newsroom may have thousands). */
async function allTags(languageId: number) {
  const tags: { slug: string }[] = [];
  for (let offset = 0; ; offset += API_PAGE) {
    const { items, total } = await readList('get_tag', { language_id: languageId, offset, limit: API_PAGE });
    tags.push(...items);
    if (items.length < API_PAGE || tags.length >= total) return tags;
  }
}

/**
 * A language's public screens besides the stories: categories, pages, the "view all" page of
 * every section with items, tags and live streams; what the newsroom switched off is left out.
 * The reader's own pages (bookmarks, notifications, account screens, My stories and the writing
 * desk) and search results never are: they show nothing a crawler could index.
 */
async function languageStructure(language: SiteLanguage, switches: FeatureSwitches): Promise<LanguageStructure> {
  const [categories, pages, sections, tags, streams] = await Promise.all([
    switches.categories ? getCategories(language.id) : [],
    getSitePages(language.id),
    readList('get_featured_sections_website', { language_id: language.id, limit: API_PAGE }),
    allTags(language.id),
    switches.liveStreaming ? readList('get_live_streaming', { language_id: language.id, limit: API_PAGE }) : { items: [] },
  ]);
  const shown = switches.subcategories ? categories : categories.map((category) => ({ ...category, sub_categories: [] }));
  const withItems = visibleSections(sections.items, switches).filter((section) => sectionItemCount(section) > 0);
  return { language, categories: shown, pages, sections: withItems, tags, streams: streams.items };
}

/** The screens, categories, pages, sections, tags and streams of every language. */
async function structureSitemap(): Promise<string> {
  const [base, table, settings] = await Promise.all([publicUrl(), getLanguageTable(), getSettings()]);
  const switches = featureSwitches(settings);
  const structures = await Promise.all(table.languages.map((language) => languageStructure(language, switches)));
  const screens: EveryLanguageScreen[] = [
    ...(switches.breakingNews ? [(language: SiteLanguage) => breakingNewsListPath(language)] : []),
    ...(switches.liveStreaming ? [liveStreamingPath] : []),
    (language) => videoNewsPath(language),
    ...(switches.categories ? [allCategoriesPath] : []),
    tagsIndexPath,
    sitePagesPath,
  ];
  const urls = siteStructurePages(table, structures, screens).map(({ path, alternates }) => ({ loc: `${base}${path}`, alternates: hreflangLinks(table, alternates, base) }));
  return urlSetXml(urls);
}

/**
 * hreflang links of a page with equivalents (its own language included, as the protocol asks),
 * with x-default on the default language's page, as the pages' own `<link rel="alternate">` do.
 */
function hreflangLinks(table: LanguageTable, alternates: Record<string, string>, base: string): Record<string, string> | undefined {
  if (Object.keys(alternates).length < 2) return undefined;
  const links = Object.fromEntries(Object.entries(alternates).map(([code, path]) => [code, `${base}${path}`]));
  const defaultPath = alternates[table.defaultLanguage.code];
  return defaultPath ? { ...links, 'x-default': `${base}${defaultPath}` } : links;
}

async function newsSitemap(file: number): Promise<string> {
  const [base, languages, stories] = await Promise.all([publicUrl(), languagesById(), newsSitemapFile(file)]);
  const urls: SitemapUrl[] = stories.flatMap((story) => {
    const language = languages.get(story.languageId);
    return language ? [{ loc: `${base}${newsPath(language, story.slug)}`, lastModified: story.lastModified }] : [];
  });
  return urlSetXml(urls);
}

async function breakingNewsSitemap(): Promise<string> {
  const [base, languages, settings] = await Promise.all([publicUrl(), languagesById(), getSettings()]);
  // Switched off, breaking news has no pages to list.
  const items = featureSwitches(settings).breakingNews ? await breakingNewsForSitemap() : [];
  const urls: SitemapUrl[] = items.flatMap((item) => {
    const language = languages.get(item.languageId);
    return language ? [{ loc: `${base}${breakingNewsPath(language, item.slug)}`, lastModified: item.lastModified }] : [];
  });
  return urlSetXml(urls);
}

async function googleNewsSitemap(): Promise<string> {
  const [base, languages, settings, stories] = await Promise.all([publicUrl(), languagesById(), getSettings(), googleNewsStories()]);
  const urls = stories.flatMap((story) => {
    const language = languages.get(story.languageId);
    return language ? [{ loc: `${base}${newsPath(language, story.slug)}`, title: story.title, language: language.code, publishedAt: story.publishedAt }] : [];
  });
  return googleNewsXml(settings.web_setting.web_name, urls);
}

/** The site's active languages by id: stories of an inactive language are left out. */
async function languagesById(): Promise<Map<number, SiteLanguage>> {
  const table = await getLanguageTable();
  return new Map(table.languages.map((language) => [language.id, language]));
}
