import type { ReactNode } from 'react';
import type { LanguageTable, SiteLanguage } from '../server-data/site';
import type { ScreenKey } from './feature-switches';
import type { ReaderToolsSlot } from './reader-tools-slot';
import type { Alternates } from '../seo/page-metadata';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface PageShellProps {
  language: SiteLanguage;
  table: LanguageTable;
  /** The same page in the other languages, for the language switch. */
  alternates: Alternates;
  /** Slug of the category being shown, marked in the navigation. */
  activeCategory?: string;
  /** The screen being shown (breaking news, live, videos…), marked in the navigation. */
  activeScreen?: ScreenKey;
  /** The home page marks "Home" in the navigation. */
  isHome?: boolean;
  /** The reader's links and account in the header, composed in by the app. */
  readerTools?: ReaderToolsSlot;
  children: ReactNode;
}

/** Header, main landmark (the skip link's target) and footer around a page's content. */
export function PageShell({ language, table, alternates, activeCategory, activeScreen, isHome, readerTools, children }: PageShellProps) {
  return (
    <>
      <SiteHeader language={language} table={table} alternates={alternates} activeCategory={activeCategory} activeScreen={activeScreen} isHome={isHome} readerTools={readerTools} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter language={language} />
    </>
  );
}
