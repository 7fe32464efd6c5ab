import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@newsroom/db/client';
import { LANGUAGE_DEFINITIONS } from '@newsroom/db/seed/languages';
import type { AdminLanguageRecord, LanguageContent } from '@newsroom/contract/admin/languages';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';

const { languages, languageLabels } = schema;

export type LanguageRow = typeof languages.$inferSelect;
export type Labels = Record<string, string>;

/**
 * Every key the site and the existing apps ask `get_language_json_data` for (the seed's site keys
 * and `client-label-keys`, which every seeded language defines): the keys a language is reported
 * missing and an import may carry. Read from the seeded languages rather than the seed's index,
 * which also brings the demo's media files into the reader site's build.
 */
export const KNOWN_LABEL_KEYS: readonly string[] = [...new Set(LANGUAGE_DEFINITIONS.flatMap((definition) => Object.keys(definition.labels)))];
const KNOWN = new Set(KNOWN_LABEL_KEYS);
export const isKnownKey = (key: string) => KNOWN.has(key);

/** Known keys without a text (absent or only spaces): the apps would show the bare key there. */
export const missingKeys = (labels: Labels): string[] => KNOWN_LABEL_KEYS.filter((key) => !labels[key]?.trim());

export function toLanguageRecord(deps: HandlerDeps, row: LanguageRow, labels: Labels): AdminLanguageRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.language,
    display_name: row.displayName,
    right_to_left: row.isRtl,
    is_default: row.isDefault,
    active: row.status === 1,
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    missing_labels: missingKeys(labels).length,
  };
}

/** What the audit log keeps of a language (the stored flag path, not its address). */
export const auditedLanguage = (row: LanguageRow) => ({
  code: row.code, name: row.language, display_name: row.displayName, right_to_left: row.isRtl, is_default: row.isDefault, active: row.status === 1, image: row.image,
});

export async function labelsOf(deps: HandlerDeps, languageId: number): Promise<Labels> {
  const [row] = await deps.db.select({ labels: languageLabels.labels }).from(languageLabels).where(eq(languageLabels.languageId, languageId)).limit(1);
  return row?.labels ?? {};
}

export async function existingLanguage(deps: HandlerDeps, id: number): Promise<LanguageRow> {
  const [row] = await deps.db.select().from(languages).where(eq(languages.id, id)).limit(1);
  if (!row) throw notFound('Language');
  return row;
}

export const recordOf = async (deps: HandlerDeps, row: LanguageRow) => toLanguageRecord(deps, row, await labelsOf(deps, row.id));

const SORTABLE = { id: languages.id, code: languages.code, name: languages.language } as const;

export interface LanguageListInput {
  sort: keyof typeof SORTABLE;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
  filter: { id?: number[]; q?: string; active?: boolean };
}

/** A page of languages, each with its labels for the missing count (a site has a handful of languages). */
export async function listLanguageRecords(deps: HandlerDeps, query: LanguageListInput) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(inArray(languages.id, filter.id.length > 0 ? filter.id : [0]));
  if (filter.active !== undefined) conditions.push(eq(languages.status, filter.active ? 1 : 0));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(languages.language, pattern), ilike(languages.displayName, pattern), ilike(languages.code, pattern))!);
  }
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db
    .select({ language: languages, labels: languageLabels.labels })
    .from(languages)
    .leftJoin(languageLabels, eq(languageLabels.languageId, languages.id))
    .where(where)
    .orderBy(direction(SORTABLE[query.sort]), direction(languages.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: sql<number>`count(*)::int` }).from(languages).where(where);
  return { data: rows.map((row) => toLanguageRecord(deps, row.language, row.labels ?? {})), total: Number(total?.value ?? 0) };
}

const countIn = (table: PgTable, column: PgColumn, languageId: number) => sql<number>`(select count(*)::int from ${table} where ${column} = ${languageId})`;

/**
 * Everything the database would delete with the language (its foreign keys cascade), counted in
 * one query. Its labels and search-page fields are the language's own and go with it.
 */
export async function contentOf(deps: HandlerDeps, languageId: number): Promise<LanguageContent> {
  const [row] = await deps.db
    .select({
      stories: countIn(schema.news, schema.news.languageId, languageId),
      categories: countIn(schema.categories, schema.categories.languageId, languageId),
      subcategories: countIn(schema.subcategories, schema.subcategories.languageId, languageId),
      tags: countIn(schema.tags, schema.tags.languageId, languageId),
      breaking_news: countIn(schema.breakingNews, schema.breakingNews.languageId, languageId),
      live_streams: countIn(schema.liveStreams, schema.liveStreams.languageId, languageId),
      pages: countIn(schema.pages, schema.pages.languageId, languageId),
      surveys: countIn(schema.surveyQuestions, schema.surveyQuestions.languageId, languageId),
      featured_sections: countIn(schema.featuredSections, schema.featuredSections.languageId, languageId),
      ad_spaces: countIn(schema.adSpaces, schema.adSpaces.languageId, languageId),
      notifications: countIn(schema.notifications, schema.notifications.languageId, languageId),
      devices: countIn(schema.deviceTokens, schema.deviceTokens.languageId, languageId),
    })
    .from(languages)
    .where(eq(languages.id, languageId));
  if (!row) throw notFound('Language');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as LanguageContent;
}
