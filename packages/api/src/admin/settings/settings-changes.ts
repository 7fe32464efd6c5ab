import { PER_LANGUAGE_TEXTS, SETTING_IMAGES, SETTING_SWITCHES, type SettingImage, type SettingsUpdateBody } from '@newsroom/contract/admin/settings';
import type { HandlerDeps } from '../../core/handler-deps';
import { storeImage } from '../../media/uploads';
import { FieldErrors, fieldError } from '../core/admin-errors';

/** Logos are drawn small; the placeholder and the sharing image fill a card or a link preview. */
const IMAGE_WIDTH: Record<SettingImage, number> = { web_header_logo: 800, web_footer_logo: 800, web_placeholder_image: 1200, web_og_image: 1200 };

/** Files this route stored itself: the seed's images are shared with the demo and never deleted. */
export const SETTINGS_FOLDER = 'settings';

const SITE_WIDE = ['news_submission', 'system_timezone', 'web_name', ...PER_LANGUAGE_TEXTS] as const;

/**
 * The rows a change asks for, as stored strings (`null` removes a per-language row, so the
 * site-wide text answers again). Images are stored here, before any row changes: a refused image
 * leaves every setting as it was.
 */
export async function requestedChanges(deps: HandlerDeps, body: SettingsUpdateBody, files: Record<string, File[]>, codes: string[]): Promise<Record<string, string | null>> {
  const changes: Record<string, string | null> = {};
  for (const key of SETTING_SWITCHES) if (body[key] !== undefined) changes[key] = body[key] ? '1' : '0';
  if (body.nearest_location_measure !== undefined) changes.nearest_location_measure = String(body.nearest_location_measure);
  if (body.web_color_code !== undefined) changes.web_color_code = body.web_color_code.toUpperCase();
  for (const key of SITE_WIDE) if (body[key] !== undefined) changes[key] = body[key];
  for (const [code, texts] of Object.entries(body.by_language ?? {})) {
    if (!codes.includes(code)) throw new FieldErrors({ by_language: `names a language the site does not have: ${code}` });
    for (const [key, value] of Object.entries(texts)) changes[`${key}_${code}`] = value ? value : null;
  }
  for (const key of SETTING_IMAGES) {
    const [file, extra] = files[key] ?? [];
    if (extra) throw fieldError(key, 'takes one image');
    if (file) changes[key] = await storeImage(deps, file, key, SETTINGS_FOLDER, IMAGE_WIDTH[key]);
    else if (body[`remove_${key}`]) changes[key] = '';
  }
  return changes;
}

/** Only what differs from the stored rows, as `{key: value}` before and after, for the audit log. */
export function effectiveChanges(stored: Record<string, string>, requested: Record<string, string | null>) {
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(requested)) {
    const was = stored[key] ?? null;
    if (was === value) continue;
    before[key] = was;
    after[key] = value;
  }
  return { before, after };
}
