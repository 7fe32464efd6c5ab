import type { Db } from '../client';
import { languageLabels, languages } from '../schema/index';
import { searchConfigFor } from '../sql';
import { seedLabels, type SeedLabels } from './labels/all';
import { AR_LABELS } from './labels/ar';
import { AR_CLIENT_LABELS } from './labels/client-ar';
import { EN_CLIENT_LABELS } from './labels/client-en';
import { FR_CLIENT_LABELS } from './labels/client-fr';
import { EN_LABELS } from './labels/en';
import { FR_LABELS } from './labels/fr';
import { AR_NEWS } from './text/ar-news';
import { AR_SITE } from './text/ar-site';
import { EN_NEWS } from './text/en-news';
import { EN_SITE } from './text/en-site';
import { FR_NEWS } from './text/fr-news';
import { FR_SITE } from './text/fr-site';
import type { NewsTexts, SiteTexts } from './text/types';

interface LanguageDefinition {
  code: string;
  language: string;
  displayName: string;
  isRtl: boolean;
  isDefault: boolean;
  labels: SeedLabels;
  news: NewsTexts;
  site: SiteTexts;
}

/** The three demo languages; English first because it is the default. */
export const LANGUAGE_DEFINITIONS: LanguageDefinition[] = [
  { code: 'en', language: 'English', displayName: 'English', isRtl: false, isDefault: true, labels: seedLabels(EN_LABELS, EN_CLIENT_LABELS), news: EN_NEWS, site: EN_SITE },
  { code: 'fr', language: 'French', displayName: 'Français', isRtl: false, isDefault: false, labels: seedLabels(FR_LABELS, FR_CLIENT_LABELS), news: FR_NEWS, site: FR_SITE },
  { code: 'ar', language: 'Arabic', displayName: 'العربية', isRtl: true, isDefault: false, labels: seedLabels(AR_LABELS, AR_CLIENT_LABELS), news: AR_NEWS, site: AR_SITE },
];

/** A seeded language with everything the other seed steps need to write content in it. */
export interface SeedLanguage {
  id: number;
  code: string;
  /** PostgreSQL text search configuration of the language. */
  searchConfig: string;
  news: NewsTexts;
  site: SiteTexts;
}

export async function seedLanguages(db: Db, flagImages: Record<string, string>): Promise<SeedLanguage[]> {
  const rows = await db
    .insert(languages)
    .values(
      LANGUAGE_DEFINITIONS.map((def) => ({
        language: def.language,
        code: def.code,
        displayName: def.displayName,
        isRtl: def.isRtl,
        isDefault: def.isDefault,
        image: flagImages[def.code] ?? '',
        status: 1,
      })),
    )
    .returning({ id: languages.id, code: languages.code });
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  const seeded = LANGUAGE_DEFINITIONS.map((def) => {
    const id = byCode.get(def.code);
    if (id === undefined) throw new Error(`language ${def.code} was not inserted`);
    return { id, code: def.code, searchConfig: searchConfigFor(def.code), news: def.news, site: def.site, labels: def.labels };
  });
  await db.insert(languageLabels).values(seeded.map((lang) => ({ languageId: lang.id, labels: { ...lang.labels } })));
  return seeded.map(({ labels: _labels, ...lang }) => lang);
}
