import { z } from 'zod';

/**
 * Parameter building blocks. Clients send every parameter as a string (query string or form
 * body), so numbers are parsed from strings here, with messages that name the rule.
 */

const INT_PATTERN = /^-?\d{1,15}$/;

/** A whole number sent as a string or a JSON number. */
export function int(options: { min?: number; max?: number } = {}) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = options;
  return z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      const text = String(value);
      if (!INT_PATTERN.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
        return z.NEVER;
      }
      const n = Number(text);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

/** A database id: a positive whole number. */
export const id = () => int({ min: 1, max: 2_147_483_647 });

/** A decimal number such as a latitude. */
export function decimal(min: number, max: number) {
  return z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const n = Number(value);
    if (String(value) === '' || !Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be a number between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

/** A value from a fixed set, sent as a string or number. */
export function oneOf<const T extends readonly string[]>(values: T) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value).trim();
    if (!(values as readonly string[]).includes(text)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
      return z.NEVER;
    }
    return text as T[number];
  });
}

/** A comma separated list of ids, e.g. `"1,2,3"`. */
export function idList(options: { max?: number; allowZero?: boolean } = {}) {
  const { max = 100, allowZero = false } = options;
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const parts = String(value)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const ids: number[] = [];
    for (const part of parts) {
      const n = Number(part);
      if (!/^\d{1,10}$/.test(part) || n > 2_147_483_647 || (n === 0 && !allowZero)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma separated list of ids' });
        return z.NEVER;
      }
      ids.push(n);
    }
    if (ids.length > max) {
      ctx.addIssue({ code: 'custom', message: `must list at most ${max} ids` });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });
}

/** A slug: lower-case letters of any script, digits and dashes. */
export const slug = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Mn}\p{N}]+)*$/u, 'must contain only lower-case letters, digits and dashes');

/** An id or, in its place, a slug (news, breaking news and featured sections accept both). */
export const idOrSlug = () =>
  z
    .union([z.string().trim(), z.number()])
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (/^\d{1,10}$/.test(text)) {
        const n = Number(text);
        if (n >= 1 && n <= 2_147_483_647) return { id: n } as const;
      }
      const parsed = slug().safeParse(text);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'must be an id or a slug' });
        return z.NEVER;
      }
      return { slug: parsed.data } as const;
    });

export type IdOrSlug = { readonly id: number } | { readonly slug: string };

/** Plain text with a length limit. */
export const text = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/** `<` then a letter, `/`, `!` or `?`: where an HTML parser starts a tag, a comment or a declaration. */
const TAG_OPENING = /<[a-z/!?]/i;

/**
 * Text that clients show as text (a name, a title). Some clients insert it as HTML, so what an
 * HTML parser would read as a tag is refused; a `<` before a space or a digit ("3 < 5") is text.
 */
export const textWithoutTags = (max: number, min = 0) =>
  text(max, min).refine((value) => !TAG_OPENING.test(value), 'must not contain HTML tags');

/** Text that cannot be refused (a name an identity provider gives) loses its angle brackets instead. */
export const withoutAngleBrackets = (value: string) => value.replace(/[<>]/g, '');

/** A value sent without content: "" or only spaces (a query string, a form), or null (JSON). */
export const isEmptyValue = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** The text `"null"` that form clients send for a field the writer left unset. */
export const isNullText = (value: unknown): boolean => typeof value === 'string' && value.trim() === 'null';

type AbsentWhen<T extends z.ZodType> = z.ZodPreprocess<T, z.input<T> | '' | null>;

const absentWhen = <T extends z.ZodType>(schema: T, isAbsent: (value: unknown) => boolean): AbsentWhen<T> =>
  z.preprocess((value: z.input<T> | '' | null) => (isAbsent(value) ? undefined : value), schema);

/**
 * A field where an empty value means "not sent", so its default applies. Existing clients send
 * every optional parameter, empty when it has no value (API.md, Transport).
 */
export const absentWhenEmpty = <T extends z.ZodType>(schema: T) => absentWhen(schema, isEmptyValue);

type Shape = Record<string, z.ZodType>;

function eachFieldAbsentWhen<S extends Shape>(shape: S, isAbsent: (value: unknown) => boolean): { [K in keyof S]: AbsentWhen<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, absentWhen(schema, isAbsent)])) as { [K in keyof S]: AbsentWhen<S[K]> };
}

/**
 * The parameters of a read (a list or a lookup): every empty value means absent, so a default
 * applies, a filter is left out, and a required parameter sent empty is still "required". Writes
 * do not use this: there an empty field of an edit clears the value.
 */
export const readParams = <S extends Shape>(shape: S) => z.object(eachFieldAbsentWhen(shape, isEmptyValue));

/**
 * The parameters of a form write whose clients send the text `"null"` for every field the writer
 * left unset (set_news from multipart forms): such a field is absent, so a required one still
 * answers "required" and an edit keeps the current value. An empty field keeps its own meaning.
 */
export const formParams = <S extends Shape>(shape: S) => z.object(eachFieldAbsentWhen(shape, isNullText));

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** `offset` and `limit` (empty: the default), capped at MAX_PAGE_SIZE. */
export const paging = {
  offset: absentWhenEmpty(int({ max: 1_000_000 }).default(0)),
  limit: absentWhenEmpty(
    int({ max: 1_000_000 })
      .default(DEFAULT_PAGE_SIZE)
      .transform((n) => Math.min(Math.max(n, 1), MAX_PAGE_SIZE)),
  ),
};

/** The most rows a list answers when the caller sends no `limit` (pagingAllByDefault). */
export const UNPAGED_LIST_CAP = 200;

/**
 * `offset` and `limit` of the short lists the original backend answered whole when no `limit` was
 * sent, as the mobile app calls them (sections, breaking news, live streams, pages): without a
 * `limit` (or with an empty one), every row up to UNPAGED_LIST_CAP; a given `limit` pages as usual.
 */
export const pagingAllByDefault = {
  offset: paging.offset,
  limit: absentWhenEmpty(
    int({ max: 1_000_000 })
      .optional()
      .transform((n) => (n === undefined ? UNPAGED_LIST_CAP : Math.min(Math.max(n, 1), MAX_PAGE_SIZE))),
  ),
};

/** The content language; absent or empty means the site's default language. */
export const languageId = { language_id: absentWhenEmpty(id().optional()) };
