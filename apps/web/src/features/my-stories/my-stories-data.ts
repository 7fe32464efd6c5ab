import type { Metadata } from 'next';
import { localePath } from '../../routing/paths';
import { MY_STORIES_PATH } from '../../routing/screen-paths';
import { everyLanguage, pageMetadata } from '../../seo/page-metadata';
import { readData } from '../../server-data/api';
import { pageContext, type PageContext } from '../../server-data/page-context';
import { myStoriesText, type MyStoriesText } from './my-stories-text';

/** "My stories" of a language: its context and words, or null for an unknown language. */
export async function myStoriesPage(code: string): Promise<{ context: PageContext; text: MyStoriesText } | null> {
  const context = await pageContext(code);
  if (!context) return null;
  const text = myStoriesText(context.language.code, await readData('get_language_json_data', { code: context.language.code }));
  return { context, text };
}

/** The page exists in every language at the same path. */
export function myStoriesAlternates(context: PageContext): Record<string, string> {
  return everyLanguage(context.table, (language) => localePath(language, MY_STORIES_PATH));
}

/** Never indexed, and no sitemap lists it: what it shows is one writer's own. */
export function myStoriesMetadata({ context, text }: { context: PageContext; text: MyStoriesText }): Metadata {
  const path = localePath(context.language, MY_STORIES_PATH);
  return {
    ...pageMetadata({ language: context.language, table: context.table, path, alternates: myStoriesAlternates(context), title: text.myStories, description: '' }),
    robots: { index: false, follow: false },
  };
}
