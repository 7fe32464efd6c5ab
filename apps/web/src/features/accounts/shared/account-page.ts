import type { Metadata } from 'next';
import { everyLanguage, pageMetadata } from '../../../seo/page-metadata';
import type { LanguageRef } from '../../../routing/paths';
import { readData } from '../../../server-data/api';
import { pageContext, type PageContext } from '../../../server-data/page-context';
import { accountText, type AccountText } from './account-text';

/** The public path of an account screen in a language (screen-paths.ts). */
export type ScreenPath = (language: LanguageRef) => string;

export interface AccountPage {
  context: PageContext;
  text: AccountText;
}

/** An account screen's language and words, or null for an unknown language (a 404). */
export async function accountPage(code: string): Promise<AccountPage | null> {
  const context = await pageContext(code);
  if (!context) return null;
  const labels = await readData('get_language_json_data', { code: context.language.code });
  return { context, text: accountText(context.language.code, labels) };
}

/**
 * Account screens exist in every language at the same path, are never indexed (they hold forms,
 * not news) and are left out of the sitemap; the route itself renders per request, never cached.
 */
export function accountMetadata(context: PageContext, pathOf: ScreenPath, title: string): Metadata {
  const alternates = everyLanguage(context.table, pathOf);
  return {
    ...pageMetadata({ language: context.language, table: context.table, path: pathOf(context.language), alternates, title, description: '' }),
    robots: { index: false, follow: false },
  };
}

/** The first value of a query parameter. */
export function queryValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
