import type { Db } from '../client';
import { adSpaces, featuredSections } from '../schema/index';
import type { SeedImages } from './images';
import type { SeedLanguage } from './languages';
import type { SeedNews } from './news';
import type { Rng } from './rng';
import type { SeedTaxonomy } from './taxonomy';
import { FEATURED_KEYS, type FeaturedKey } from './text/types';

interface SectionPlan {
  newsType: 'news' | 'breaking_news' | 'videos' | 'user_choice';
  filterType: 'most_commented' | 'recently_added' | 'most_viewed' | 'most_favorite' | 'most_like' | 'custom';
  styleWeb: string;
  /** The mobile app's layout, chosen apart from the web's; left out, the app follows the web style. */
  styleApp?: string;
  narrow?: 'categories' | 'subcategories';
}

/** Together the sections use every style, filter and news type the front end can render. */
const PLAN: Record<FeaturedKey, SectionPlan> = {
  top: { newsType: 'news', filterType: 'recently_added', styleWeb: 'style_1', styleApp: 'style_6' },
  breaking: { newsType: 'breaking_news', filterType: 'recently_added', styleWeb: 'style_2', styleApp: 'style_1' },
  videos: { newsType: 'videos', filterType: 'recently_added', styleWeb: 'style_3', styleApp: 'style_3' },
  picks: { newsType: 'news', filterType: 'custom', styleWeb: 'style_4', styleApp: 'style_2' },
  discussed: { newsType: 'news', filterType: 'most_commented', styleWeb: 'style_5', styleApp: 'style_4', narrow: 'categories' },
  mostRead: { newsType: 'news', filterType: 'most_viewed', styleWeb: 'style_6', styleApp: 'style_5' },
  favourites: { newsType: 'news', filterType: 'most_favorite', styleWeb: 'style_1', styleApp: 'style_2', narrow: 'subcategories' },
  liked: { newsType: 'news', filterType: 'most_like', styleWeb: 'style_2', styleApp: 'style_4' },
  forYou: { newsType: 'user_choice', filterType: 'recently_added', styleWeb: 'style_3' },
};

const AD_URLS = [
  'https://travel.example.com/summer-deals?utm_source=meridian',
  'https://bank.example.com/savings?utm_source=meridian',
  'https://shop.example.com/new-season?utm_source=meridian',
  'https://books.example.com/bestsellers?utm_source=meridian',
];

export async function seedFeatured(
  db: Db, langs: SeedLanguage[], taxonomy: SeedTaxonomy, stories: SeedNews[], images: SeedImages, rng: Rng,
): Promise<{ sections: number; ads: number }> {
  let sections = 0;
  let ads = 0;
  for (const lang of langs) {
    const categories = taxonomy.categories.get(lang.id) ?? [];
    const visible = stories.filter((story) => story.languageId === lang.id && story.visible);
    const rows = FEATURED_KEYS.map((key, index) => {
      const plan = PLAN[key];
      const text = lang.site.featured[key];
      const chosen = rng.sample(categories, 2);
      return {
        languageId: lang.id, title: text.title, slug: text.slug, shortDescription: text.description,
        newsType: plan.newsType,
        videosType: plan.newsType === 'videos' ? 'news' : '',
        filterType: plan.filterType,
        categoryIds: plan.narrow === 'categories' ? chosen.map((c) => c.id).join(',') : '',
        subcategoryIds: plan.narrow === 'subcategories' ? chosen.flatMap((c) => c.subcategoryIds.slice(0, 2)).join(',') : '',
        // Editors hand-pick visible stories for the custom section.
        newsIds: plan.filterType === 'custom' ? rng.sample(visible, 6).map((story) => story.id).join(',') : '',
        styleWeb: plan.styleWeb, styleApp: plan.styleApp ?? '', rowOrder: index + 1,
        isBasedOnUserChoice: plan.newsType === 'user_choice' ? 1 : 0,
        status: 1, ogImage: images.og,
        metaTitle: `${text.title} | ${lang.site.siteName}`, metaDescription: text.description, metaKeyword: text.title,
      };
    });
    const inserted = await db.insert(featuredSections).values(rows).returning({ id: featuredSections.id, slug: featuredSections.slug });
    sections += inserted.length;
    const idOf = (key: FeaturedKey) => inserted.find((row) => row.slug === lang.site.featured[key].slug)?.id ?? null;
    const ad = (n: number) => ({ adImage: images.ads[n % images.ads.length]?.app ?? '', webAdImage: images.ads[n % images.ads.length]?.web ?? '', adUrl: AD_URLS[n % AD_URLS.length] ?? '' });
    const adRows = [
      { languageId: lang.id, adSpace: 'news_details-top', ...ad(0) },
      { languageId: lang.id, adSpace: 'news_details-bottom', ...ad(1) },
      { languageId: lang.id, adSpace: 'featured_section', featuredSectionId: idOf('top'), ...ad(2) },
      { languageId: lang.id, adSpace: 'featured_section', featuredSectionId: idOf('picks'), ...ad(3) },
    ];
    await db.insert(adSpaces).values(adRows.map((row) => ({ ...row, status: 1 })));
    ads += adRows.length;
  }
  return { sections, ads };
}
