import type { Db } from '../client';
import { breakingNews, liveStreams, notifications, pages, seoPages } from '../schema/index';
import { MP4_URLS, YOUTUBE_URLS } from './article';
import type { SeedImages } from './images';
import type { SeedLanguage } from './languages';
import type { SeedNews } from './news';
import { fill, slugify, type Rng } from './rng';
import type { SeedTaxonomy } from './taxonomy';
import { PAGE_TYPES, SEO_PAGE_TYPES } from './text/types';

const HOUR = 60 * 60 * 1000;
export const HLS_TEST_STREAM = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8';

export interface ContentCounts {
  breakingNews: number;
  liveStreams: number;
  pages: number;
  seoPages: number;
  notifications: number;
}

/** Breaking news, live streams, static pages, SEO pages and general notifications of every language. */
export async function seedContent(db: Db, langs: SeedLanguage[], images: SeedImages, taxonomy: SeedTaxonomy, stories: SeedNews[], rng: Rng): Promise<ContentCounts> {
  const counts: ContentCounts = { breakingNews: 0, liveStreams: 0, pages: 0, seoPages: 0, notifications: 0 };
  const now = Date.now();
  let serial = 0;
  for (const lang of langs) {
    const site = lang.site;
    const breaking = site.breaking.map((item, index) => {
      serial += 1;
      // The press conference and the fire footage are videos, as the titles say.
      const video = index === 2 ? { contentType: 'video_youtube', contentValue: YOUTUBE_URLS[index] ?? '' }
        : index === 4 ? { contentType: 'video_other', contentValue: MP4_URLS[0] ?? '' }
          : { contentType: 'standard_post', contentValue: '' };
      const createdAt = new Date(now - index * 9 * HOUR - rng.int(5, 50) * 60 * 1000);
      return {
        languageId: lang.id, title: item.title, slug: lang.code === 'ar' ? `ajil-${serial}` : `${slugify(item.title, 60)}-${serial}`,
        image: images.breaking[index % images.breaking.length] ?? images.placeholder, ...video, description: item.description,
        metaTitle: item.title.slice(0, 60), metaDescription: item.description.replace(/<[^>]+>/g, '').slice(0, 155), metaKeyword: site.seo.all_breaking_news.keywords,
        totalViews: rng.int(300, 40_000), createdAt,
      };
    });
    await db.insert(breakingNews).values(breaking);
    counts.breakingNews += breaking.length;

    const live = site.live.map((item, index) => ({
      languageId: lang.id, title: item.title, image: images.live[index % images.live.length] ?? images.placeholder,
      type: index === 0 ? 'url_youtube' : 'url_other',
      url: index === 0 ? (YOUTUBE_URLS[1] ?? '') : HLS_TEST_STREAM,
      metaTitle: item.title, metaDescription: item.description, metaKeyword: site.seo.live_streaming_news.keywords,
    }));
    await db.insert(liveStreams).values(live);
    counts.liveStreams += live.length;

    await db.insert(pages).values(PAGE_TYPES.map((pageType) => {
      const page = site.pages[pageType];
      return {
        languageId: lang.id, title: page.title, pageType, slug: page.slug, pageContent: page.html, pageIcon: images.flags[lang.code] ?? '',
        ogImage: images.og, metaTitle: `${page.title} | ${site.siteName}`, metaDescription: page.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 155),
        metaKeyword: site.seo.more_pages.keywords, status: 1,
      };
    }));
    counts.pages += PAGE_TYPES.length;

    await db.insert(seoPages).values(SEO_PAGE_TYPES.map((pageType) => {
      const seo = site.seo[pageType];
      const markup = { '@context': 'https://schema.org', '@type': pageType === 'home' ? 'WebSite' : 'WebPage', name: seo.title, description: seo.description, inLanguage: lang.code };
      return { languageId: lang.id, pageType, ogImage: images.og, schemaMarkup: JSON.stringify(markup), metaTitle: seo.title, metaDescription: seo.description, metaKeyword: seo.keywords };
    }));
    counts.seoPages += SEO_PAGE_TYPES.length;

    counts.notifications += await seedNotifications(db, lang, images, taxonomy, stories, rng);
  }
  return counts;
}

/** Ten alerts per language: two announcements, four news alerts and four category alerts. */
async function seedNotifications(db: Db, lang: SeedLanguage, images: SeedImages, taxonomy: SeedTaxonomy, stories: SeedNews[], rng: Rng): Promise<number> {
  const now = Date.now();
  const visible = stories.filter((story) => story.languageId === lang.id && story.visible);
  const categories = taxonomy.categories.get(lang.id) ?? [];
  const rows: (typeof notifications.$inferInsert)[] = lang.site.announcements.map((item, index) => ({
    languageId: lang.id, title: item.title, message: item.description, type: 'default', image: index === 0 ? images.og : images.live[0] ?? '',
    sentAt: new Date(now - (12 + index * 4) * 24 * HOUR),
  }));
  for (const [index, story] of visible.slice(0, 8).entries()) {
    const category = categories.find((entry) => entry.id === story.categoryId);
    const byCategory = index % 2 === 1 && category !== undefined;
    rows.push({
      languageId: lang.id,
      categoryId: byCategory ? story.categoryId : null,
      newsId: story.id,
      title: byCategory ? fill(lang.site.categoryAlert, { category: category.name }) : story.title,
      message: byCategory ? story.title : story.summary,
      type: byCategory ? 'category' : 'default',
      image: story.image,
      sentAt: new Date(now - index * 20 * HOUR - rng.int(1, 50) * 60 * 1000),
    });
  }
  await db.insert(notifications).values(rows);
  return rows.length;
}
