import type { Metadata } from 'next';
import Link from 'next/link';
import { lang } from 'next/root-params';
import { PageFrame } from '@/app/_site/page-frame';
import { homeAlternates } from '@/seo/page-metadata';
import styles from '@/layout/not-found.module.css';
import { homePath } from '@/routing/paths';
import { findLanguage, getLanguageTable, getUiText } from '@/server-data/site';

async function currentLanguage() {
  const table = await getLanguageTable();
  const code: string = await lang();
  return { table, language: (await findLanguage(code)) ?? table.defaultLanguage };
}

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await currentLanguage();
  const text = await getUiText(language.code);
  return { title: text.pageNotFound, robots: { index: false } };
}

/** The 404 page, in the language of the URL, inside the site's header and footer. */
export default async function NotFound() {
  const { table, language } = await currentLanguage();
  const text = await getUiText(language.code);
  return (
    <PageFrame language={language} table={table} alternates={homeAlternates(table)}>
      <div className={`container ${styles.notFound}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{text.pageNotFound}</h1>
        <p>{text.notFoundMessage}</p>
        <Link href={homePath(language)} className={styles.home}>
          {text.backHome}
        </Link>
      </div>
    </PageFrame>
  );
}
