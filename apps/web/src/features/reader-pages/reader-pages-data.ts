import type { Metadata } from 'next';
import { pageMetadata } from '../../seo/page-metadata';
import { localePath } from '../../routing/paths';
import { readData } from '../../server-data/api';
import { pageContext, type PageContext } from '../../server-data/page-context';
import { readerPagesText, type ReaderPagesText } from './reader-pages-text';

/** A reader's own page of a language: its context and words, or null for an unknown language. */
export async function readerPage(code: string): Promise<{ context: PageContext; text: ReaderPagesText } | null> {
  const context = await pageContext(code);
  if (!context) return null;
  const text = readerPagesText(context.language.code, await readData('get_language_json_data', { code: context.language.code }));
  return { context, text };
}

/** A reader's own page exists in every language at the same path. */
export function readerPageAlternates(context: PageContext, path: string): Record<string, string> {
  return Object.fromEntries(context.table.languages.map((language) => [language.code, localePath(language, path)]));
}

/** Metadata of a reader's own page: never indexed (what it shows is per reader). */
export function readerPageMetadata(context: PageContext, path: string, title: string): Metadata {
  const alternates = readerPageAlternates(context, path);
  return {
    ...pageMetadata({ language: context.language, table: context.table, path: localePath(context.language, path), alternates, title, description: '' }),
    robots: { index: false, follow: true },
  };
}
