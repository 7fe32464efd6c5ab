import type { Metadata } from 'next';
import { accountMetadata } from '@/features/accounts/shared/account-page';
import { deskText, type DeskText } from '@/features/writers-desk/desk-text';
import styles from '@/features/writers-desk/writers-desk.module.css';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage } from '@/seo/page-metadata';
import { localePath, type LanguageRef } from '@/routing/paths';
import { myStoriesPath, writePath } from '@/routing/screen-paths';
import { publicUrl, readData } from '@/server-data/api';
import { pageContext, type PageContext } from '@/server-data/page-context';
import { DeskComposition } from './desk-composition';

interface DeskPageData {
  context: PageContext;
  text: DeskText;
}

/** The desk's language and words, or null for an unknown language (a 404). */
export async function deskPage(code: string): Promise<DeskPageData | null> {
  const context = await pageContext(code);
  if (!context) return null;
  const labels = await readData('get_language_json_data', { code: context.language.code });
  return { context, text: deskText(context.language.code, labels) };
}

/** Like the account screens: in every language at the same path, never indexed. */
export function deskMetadata(page: DeskPageData, newsId: number | null): Metadata {
  const pathOf = (language: LanguageRef) => writePath(language, newsId ?? undefined);
  return accountMetadata(page.context, pathOf, newsId === null ? page.text.writeStory : page.text.editStory);
}

/** The desk inside the site's header and footer: a new story (`newsId` null) or one of the writer's own. */
export async function DeskPage({ page, newsId }: { page: DeskPageData; newsId: number | null }) {
  const { context, text } = page;
  const { language, table } = context;
  const pathOf = (other: PageContext['language']) => writePath(other, newsId ?? undefined);
  return (
    <PageFrame language={language} table={table} alternates={everyLanguage(table, pathOf)}>
      <div className={`container ${styles.screen}`}>
        <h1>{newsId === null ? text.writeStory : text.editStory}</h1>
        <DeskComposition
          context={context}
          text={text}
          newsId={newsId}
          savedPath={myStoriesPath(language)}
          siteAddress={`${await publicUrl()}${localePath(language, '/news')}`}
        />
      </div>
    </PageFrame>
  );
}
