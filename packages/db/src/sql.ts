import { sql, type SQL } from 'drizzle-orm';

/** PostgreSQL text search configuration for a language code; `simple` where none exists. */
export function searchConfigFor(languageCode: string): string {
  const configs: Record<string, string> = {
    en: 'english', fr: 'french', de: 'german', es: 'spanish', it: 'italian', pt: 'portuguese',
    nl: 'dutch', ru: 'russian', sv: 'swedish', tr: 'turkish', ar: 'arabic', hi: 'simple',
  };
  return configs[languageCode] ?? 'simple';
}

/** The search document of a news item: title weighted above the text, HTML tags removed. */
export function newsSearchDocument(config: string, title: string, descriptionHtml: string): SQL {
  return sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || setweight(to_tsvector(${config}::regconfig, regexp_replace(${descriptionHtml}, '<[^>]+>', ' ', 'g')), 'B')`;
}
