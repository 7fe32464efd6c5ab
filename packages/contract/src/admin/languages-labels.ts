import { z } from 'zod';

/** The largest label set an import or a save takes, as JSON text (the seeded sets are about 20 kB). */
export const MAX_LABELS_BYTES = 200 * 1024;
/** The longest single label: a sentence or two on a screen, not an article. */
export const MAX_LABEL_LENGTH = 2000;

/** One language's UI labels (`get_language_json_data`) beside the default language's. */
export const adminLanguageLabels = z
  .object({
    language_id: z.number().int().positive(),
    code: z.string(),
    /** The language's own texts, key -> text. */
    labels: z.record(z.string(), z.string()),
    /** The default language's texts, shown side by side (the same set when this is the default). */
    default_labels: z.record(z.string(), z.string()),
    /** Every key the site and the existing apps ask for, in order. */
    known_keys: z.array(z.string()),
    /** Known keys this language has no text for. */
    missing: z.array(z.string()),
  })
  .strict();
export type AdminLanguageLabels = z.infer<typeof adminLanguageLabels>;

/**
 * Labels as sent: any JSON object, checked by the server key by key (strings only, known keys, a
 * size limit) so that a refusal can name every wrong key rather than stop at the first.
 */
const labelObject = () => z.record(z.string(), z.unknown());

/** A save from the labels screen: the keys that changed; an empty text removes the key. */
export const labelsSaveBody = z.object({ labels: labelObject() }).strict();

/**
 * An imported file's object. `replace` drops every key the file does not carry; otherwise the
 * file's keys are written over the current ones and the others kept.
 */
export const labelsImportBody = z.object({ labels: labelObject(), replace: z.boolean().default(false) }).strict();

/** What a save or an import changed. */
export const labelsWriteData = z
  .object({
    labels: z.record(z.string(), z.string()),
    changed: z.number().int().nonnegative(),
    missing: z.array(z.string()),
  })
  .strict();
