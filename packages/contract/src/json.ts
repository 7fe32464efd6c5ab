import { z } from 'zod';

/**
 * Building blocks of the response schemas. Existing clients compare some fields strictly (API.md,
 * Transport), so a field's JSON type is part of the contract: these pieces write each legacy type
 * once, and every domain schema uses them instead of a bare `z.string()` or `z.number()`.
 */

/** The id of a stored row (a JSON number, never a string). */
export const rowId = z.number().int().min(1);

/** An id where 0 means "none" (no subcategory, no location, newsroom news without an author). */
export const rowIdOrZero = z.number().int().min(0);

/** A count (`total_*`, views, answers). */
export const count = z.number().int().min(0);

/** A numeric 0/1 flag (`status`, the caller's own `like`/`bookmark` on news). The type stays `number`. */
export const zeroOrOneNumber = z.number().int().min(0).max(1);

/** The strings "0"/"1" that existing clients compare as text (`isRTL`, `*_mode`, a comment's `like`). */
export const zeroOrOne = z.enum(['0', '1']);

/** `YYYY-MM-DD HH:MM:SS` in the site's time zone, the form existing clients slice and `DateTime.parse` reads. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY-MM-DD HH:MM:SS');

/** `YYYY-MM-DD`, or "" for none (a news item's `show_till` when it never expires). */
export const dayOrEmpty = z.string().regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'must be YYYY-MM-DD or empty');

/** A stored image or file as an absolute URL, or "" when there is none (text is never null). */
export const absoluteUrlOrEmpty = z.string().regex(/^(?:https?:\/\/.+)?$/i, 'must be an absolute URL or empty');

/** A comma list of ids as text, e.g. "1,2" ("" when none). */
export const idCommaList = z.string().regex(/^(?:\d+(?:,\d+)*)?$/, 'must be a comma list of ids or empty');

/**
 * `schema_markup`: the complete JSON-LD script element, which clients insert into the page head
 * as is, or "". The JSON inside holds no `<`, so no text in it can close the element early.
 */
export const schemaMarkup = z.string().regex(/^(?:<script type="application\/ld\+json">[^<]*<\/script>)?$/, 'must be a JSON-LD script element or empty');
