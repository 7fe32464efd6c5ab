import { element, escapeXml } from './xml';

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed follows. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  description: string;
  language: string;
  /** RFC 822 date of the newest item (or of now, for an empty feed). */
  lastBuildDate: string;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** RFC 822. */
  pubDate?: string;
  category?: string;
  image?: string;
}

/** An RSS 2.0 document; the story's link is its guid, and its picture a Media RSS `content`. */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const entries = items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      item.pubDate ? element('pubDate', item.pubDate) : '',
      element('description', item.description),
      item.category ? element('category', item.category) : '',
      item.image ? `<media:content url="${escapeXml(item.image)}" medium="image"/>` : '',
      '</item>',
    ].join(''),
  );
  return [
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', channel.lastBuildDate),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
