import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@newsroom/db/client';
import { slug as slugRule } from '@newsroom/contract/params';
import type { HandlerDeps } from '../../core/handler-deps';
import { storeImage } from '../../media/uploads';
import { FieldErrors, fieldError } from '../core/admin-errors';

/** How many stories each of these rows holds, by one grouped (indexed) count. */
export async function storyCounts(deps: HandlerDeps, column: PgColumn, table: PgTable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: column, value: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), row.value]));
}

export const newsColumn = {
  category: schema.news.categoryId,
  subcategory: schema.news.subcategoryId,
  location: schema.news.locationId,
  tag: schema.newsTags.tagId,
} as const;

/** `%text%` for ilike, with the user's own `%` and `_` taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The slug a new row gets: the one typed, else one made from its name (lower case, accents
 * dropped, anything else a dash), as the writers' desk does for stories.
 */
export function slugOrFromName(typed: string | undefined, name: string): string {
  if (typed !== undefined) return typed;
  const made = name.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 200);
  const checked = slugRule().safeParse(made);
  if (!checked.success) throw fieldError('slug', 'could not be made from the name; please type one');
  return checked.data;
}

/** A slug is unique within a language (the readers' addresses are `/<lang>/category/<slug>`). */
export async function requireFreeSlug(deps: HandlerDeps, table: PgTable & { id: PgColumn; slug: PgColumn; languageId: PgColumn }, languageId: number, slug: string, ownId?: number) {
  const clash: SQL | undefined = and(eq(table.languageId, languageId), eq(table.slug, slug), ownId === undefined ? undefined : ne(table.id, ownId));
  const [taken] = await deps.db.select({ id: table.id }).from(table).where(clash).limit(1);
  if (taken) throw fieldError('slug', 'is already used in this language; choose another');
}

export async function requireLanguage(deps: HandlerDeps, languageId: number) {
  const [language] = await deps.db.select({ id: schema.languages.id }).from(schema.languages).where(eq(schema.languages.id, languageId)).limit(1);
  if (!language) throw new FieldErrors({ language_id: 'is not a site language' });
}

/**
 * The image a write brings in `field`, stored (checked and re-encoded), or `undefined` when none
 * came. At most one file per field.
 */
export async function uploadedImage(deps: HandlerDeps, files: Record<string, File[]>, field: string, folder: string): Promise<string | undefined> {
  const [file, extra] = files[field] ?? [];
  if (extra) throw fieldError(field, 'takes one image');
  return file ? storeImage(deps, file, field, folder, 1200) : undefined;
}

/**
 * The stored value after an update: a new image replaces the old, `remove` clears it. The old
 * file is deleted only once the row points elsewhere (`forgetReplaced`).
 */
export function nextImage(current: string, uploaded: string | undefined, remove: boolean | undefined): string {
  if (uploaded !== undefined) return uploaded;
  return remove ? '' : current;
}

export async function forgetReplaced(deps: HandlerDeps, before: string, after: string) {
  if (before && before !== after) await deps.media.remove(before);
}
