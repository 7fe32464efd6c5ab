import { inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { DEFAULT_NEWS_SUBMISSION, NEWS_SUBMISSION_MODES } from '@newsroom/contract/roles';
import { PER_LANGUAGE_TEXTS, SETTING_IMAGES, SETTING_SWITCHES, type AdminSettingsRecord } from '@newsroom/contract/admin/settings';
import { contrastWithWhite } from '@newsroom/contract/admin/settings-colour';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { forgetSiteSettings } from '../../settings/site-settings';

/** Every `settings` row, as stored (no cache: the console must see what another process wrote). */
export async function storedSettings(deps: HandlerDeps): Promise<Record<string, string>> {
  const rows = await deps.db.select().from(schema.settings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function languageCodes(deps: HandlerDeps): Promise<string[]> {
  const rows = await deps.db.select({ code: schema.languages.code }).from(schema.languages);
  return rows.map((row) => row.code);
}

/** The console's view of the stored rows; a missing or unreadable value reads as the site reads it. */
export function settingsRecord(deps: HandlerDeps, values: Record<string, string>, codes: string[]): AdminSettingsRecord {
  const text = (key: string) => values[key] ?? '';
  const radius = Number(values.nearest_location_measure);
  const perLanguage = (code: string) => Object.fromEntries(PER_LANGUAGE_TEXTS.map((key) => [key, text(`${key}_${code}`)])) as AdminSettingsRecord['by_language'][string];
  return {
    ...(Object.fromEntries(SETTING_SWITCHES.map((key) => [key, values[key] === '1'])) as Record<(typeof SETTING_SWITCHES)[number], boolean>),
    nearest_location_measure: Number.isFinite(radius) && radius > 0 ? radius : 100,
    news_submission: NEWS_SUBMISSION_MODES.find((mode) => mode === values.news_submission) ?? DEFAULT_NEWS_SUBMISSION,
    system_timezone: values.system_timezone || 'UTC',
    web_name: text('web_name'),
    web_color_code: text('web_color_code'),
    ...(Object.fromEntries(PER_LANGUAGE_TEXTS.map((key) => [key, text(key)])) as Record<(typeof PER_LANGUAGE_TEXTS)[number], string>),
    ...(Object.fromEntries(SETTING_IMAGES.map((key) => [key, mediaUrl(deps.config.mediaBaseUrl, values[key])])) as Record<(typeof SETTING_IMAGES)[number], string>),
    by_language: Object.fromEntries(codes.map((code) => [code, perLanguage(code)])),
    colour_contrast: contrastWithWhite(text('web_color_code')),
  };
}

/**
 * Writes changed keys in one transaction: a value of `null` deletes the row (a per-language text
 * left empty falls back to the site-wide one). Then the settings the API keeps for ten seconds are
 * forgotten; the route's `invalidates` clears the read and page caches.
 */
export async function writeSettings(deps: HandlerDeps, changes: Record<string, string | null>): Promise<void> {
  const set = Object.entries(changes).filter((entry): entry is [string, string] => entry[1] !== null);
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  await deps.db.transaction(async (tx) => {
    for (const [key, value] of set) {
      await tx.insert(schema.settings).values({ key, value }).onConflictDoUpdate({ target: schema.settings.key, set: { value } });
    }
    if (removed.length > 0) await tx.delete(schema.settings).where(inArray(schema.settings.key, removed));
  });
  forgetSiteSettings(deps);
}
