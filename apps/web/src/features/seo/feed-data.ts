import type { NewsItem } from '@newsroom/contract/news';
import { plainText } from '../../components/card-item';
import { isoDateTime } from '../../i18n/format';
import { categoryFeedPath, categoryPath, feedPath, homePath, newsPath } from '../../routing/paths';
import { publicUrl, readList } from '../../server-data/api';
import { getCategories, getSettings, type SiteLanguage } from '../../server-data/site';
import { featureSwitches } from '../../layout/feature-switches';
import { rssXml, type RssItem } from './rss-xml';

/** Stories per feed: a day or two of a busy newsroom; readers poll often. */
export const FEED_ITEMS = 30;
const SUMMARY_LENGTH = 300;

/** The RSS feed of a language's latest stories. */
export async function languageFeed(language: SiteLanguage): Promise<string> {
  const [settings, base, { items }] = await Promise.all([getSettings(language.id), publicUrl(), readList('get_news', { language_id: language.id, limit: FEED_ITEMS })]);
  const site = settings.web_setting;
  return rssXml(
    {
      title: site.web_name,
      link: `${base}${homePath(language)}`,
      self: `${base}${feedPath(language)}`,
      description: site.web_footer_description || site.web_name,
      language: language.code,
      lastBuildDate: newestDate(items, settings.system_timezone),
    },
    items.map((item) => feedItem(item, language, base, settings.system_timezone)),
  );
}

/**
 * The RSS feed of a category's latest stories; null when the language has no such category, or
 * while the newsroom has categories switched off (the feed would link to a page that is gone).
 */
export async function categoryFeed(language: SiteLanguage, slug: string): Promise<string | null> {
  if (!featureSwitches(await getSettings()).categories) return null;
  const category = (await getCategories(language.id)).find((candidate) => candidate.slug === slug);
  if (!category) return null;
  const [settings, base, { items }] = await Promise.all([
    getSettings(language.id),
    publicUrl(),
    readList('get_news', { language_id: language.id, category_id: category.id, limit: FEED_ITEMS }),
  ]);
  const site = settings.web_setting;
  return rssXml(
    {
      title: `${category.category_name} | ${site.web_name}`,
      link: `${base}${categoryPath(language, category.slug)}`,
      self: `${base}${categoryFeedPath(language, category.slug)}`,
      description: category.meta_description || site.web_footer_description || category.category_name,
      language: language.code,
      lastBuildDate: newestDate(items, settings.system_timezone),
    },
    items.map((item) => feedItem(item, language, base, settings.system_timezone)),
  );
}

function feedItem(item: NewsItem, language: SiteLanguage, base: string, timeZone: string): RssItem {
  return {
    title: item.title,
    link: `${base}${newsPath(language, item.slug)}`,
    description: item.meta_description || summary(plainText(item.description)),
    pubDate: rfc822(item.published_date || item.date, timeZone),
    category: item.category_name || undefined,
    image: item.image || undefined,
  };
}

function summary(text: string): string {
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, '')}…`;
}

/** RSS dates are RFC 822; the API's are wall-clock times of the site's time zone. */
function rfc822(siteDate: string, timeZone: string): string | undefined {
  const iso = isoDateTime(siteDate, timeZone);
  return iso ? new Date(iso).toUTCString() : undefined;
}

function newestDate(items: NewsItem[], timeZone: string): string {
  const first = items[0];
  return (first && rfc822(first.published_date || first.date, timeZone)) ?? new Date().toUTCString();
}
