import { PER_LANGUAGE_TEXTS, SETTING_IMAGES, type AdminSettingsRecord } from '@newsroom/contract/admin/settings';

/** What the form holds: the record, with images as addresses, newly picked files or null once removed. */
export type SettingsFormValues = Omit<AdminSettingsRecord, (typeof SETTING_IMAGES)[number]> & Record<(typeof SETTING_IMAGES)[number], unknown>;

const NOT_SENT = new Set<string>(['by_language', 'colour_contrast', ...SETTING_IMAGES]);

/**
 * Only what the administrator changed, so saving one section never writes back another
 * administrator's newer value of a field this form did not touch. A picked image travels as its
 * file (the data provider makes the request multipart); a cleared one as `remove_<field>`.
 */
export function changedSettings(saved: AdminSettingsRecord, values: SettingsFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (NOT_SENT.has(key) || !(key in saved)) continue;
    if (value !== saved[key as keyof AdminSettingsRecord]) body[key] = value ?? '';
  }
  const languages: Record<string, Record<string, string>> = {};
  for (const [code, texts] of Object.entries(values.by_language ?? {})) {
    for (const key of PER_LANGUAGE_TEXTS) {
      const value = texts?.[key] ?? '';
      if (value !== (saved.by_language[code]?.[key] ?? '')) languages[code] = { ...languages[code], [key]: value };
    }
  }
  if (Object.keys(languages).length > 0) body.by_language = languages;
  for (const key of SETTING_IMAGES) {
    const value = values[key];
    if (value && typeof value === 'object') body[key] = value;
    else if (!value && saved[key]) body[`remove_${key}`] = true;
  }
  return body;
}
