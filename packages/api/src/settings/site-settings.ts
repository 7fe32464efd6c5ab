import { asc } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { DEFAULT_NEWS_SUBMISSION, NEWS_SUBMISSION_MODES, type NewsSubmissionMode } from '@newsroom/contract/roles';
import type { Deps } from '../deps';
import { isValidTimeZone } from '../core/dates';

/** Feature switches and numbers that existing clients read from get_settings. */
export const SWITCH_KEYS = [
  'category_mode',
  'subcategory_mode',
  'breaking_news_mode',
  'live_streaming_mode',
  'comments_mode',
  'location_news_mode',
  'auto_delete_expire_news_mode',
] as const;

export interface SiteSettings {
  values: Record<string, string>;
  timeZone: string;
  /** Radius in kilometres for location news. */
  nearestLocationKm: number;
  /** Who may write news (`news_submission`); an unknown stored value reads as the default. */
  newsSubmission: NewsSubmissionMode;
  switchOn(key: (typeof SWITCH_KEYS)[number]): boolean;
  socialMedia: { id: number; image: string; link: string }[];
}

// Settings change only through the admin console, which clears this with the read cache.
const loaded = new WeakMap<Deps['cache'], { at: number; settings: Promise<SiteSettings> }>();

async function load(deps: Deps): Promise<SiteSettings> {
  const rows = await deps.db.select().from(schema.settings);
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const social = await deps.db.select().from(schema.socialMedia).orderBy(asc(schema.socialMedia.rowOrder), asc(schema.socialMedia.id));
  const timeZone = values.system_timezone && isValidTimeZone(values.system_timezone) ? values.system_timezone : 'UTC';
  const radius = Number(values.nearest_location_measure);
  return {
    values,
    timeZone,
    nearestLocationKm: Number.isFinite(radius) && radius > 0 ? radius : 100,
    newsSubmission: NEWS_SUBMISSION_MODES.find((mode) => mode === values.news_submission) ?? DEFAULT_NEWS_SUBMISSION,
    switchOn: (key) => values[key] === '1',
    socialMedia: social.map((row) => ({ id: row.id, image: row.image, link: row.link })),
  };
}

/** The site settings, read once and kept for a short while. */
export function siteSettings(deps: Deps): Promise<SiteSettings> {
  const cached = loaded.get(deps.cache);
  if (cached && Date.now() - cached.at < 10_000) return cached.settings;
  const settings = load(deps);
  loaded.set(deps.cache, { at: Date.now(), settings });
  settings.catch(() => loaded.delete(deps.cache));
  return settings;
}

/** Forgets the loaded settings (after an admin change, and in tests). */
export function forgetSiteSettings(deps: Deps): void {
  loaded.delete(deps.cache);
}
