import type { Db } from '../client';
import { settings, socialMedia } from '../schema/index';
import type { SeedImages } from './images';

/** Site settings as the API reads them; image values are paths relative to the media dir. */
export function settingsValues(images: SeedImages): Record<string, string> {
  return {
    category_mode: '1',
    subcategory_mode: '1',
    breaking_news_mode: '1',
    live_streaming_mode: '1',
    comments_mode: '1',
    location_news_mode: '1',
    // Kilometres around the reader within which location news counts as "near you".
    nearest_location_measure: '100',
    auto_delete_expire_news_mode: '0',
    system_timezone: 'UTC',
    // Only readers granted an author role write; `everyone` lets every signed-in reader submit.
    news_submission: 'authors',
    web_name: 'Meridian News',
    web_color_code: '#1A2E51',
    web_footer_description:
      'Meridian News is an independent newsroom reporting from more than twenty cities in English, French and Arabic.',
    // The same text in the site's other languages (get_settings with language_id answers it).
    web_footer_description_fr:
      'Meridian News est une rédaction indépendante qui couvre plus de vingt villes, en anglais, en français et en arabe.',
    web_footer_description_ar: 'ميريديان نيوز غرفة أخبار مستقلة تغطي أكثر من عشرين مدينة بالإنجليزية والفرنسية والعربية.',
    web_header_logo: images.logo,
    web_footer_logo: images.logoFooter,
    web_placeholder_image: images.placeholder,
  };
}

export async function seedSettings(db: Db, images: SeedImages): Promise<number> {
  const rows = Object.entries(settingsValues(images)).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(rows);
  await db.insert(socialMedia).values(images.social.map((entry, index) => ({ image: entry.image, link: entry.link, rowOrder: index + 1 })));
  return rows.length;
}
