import type { ReactNode } from 'react';
import { everyLanguage } from '../layout/seo';
import { PageShell } from '../layout/page-shell';
import type { PageContext } from '../../server-data/page-context';
import type { ScreenPath } from './account-page';
import styles from './accounts.module.css';

interface AccountScreenProps {
  context: PageContext;
  pathOf: ScreenPath;
  title: string;
  /** Single-form screens are narrower than the sign-in screen and the profile. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of an account screen: the site's header and footer, and the screen's heading. */
export function AccountScreen({ context, pathOf, title, narrow, children }: AccountScreenProps) {
  return (
    <PageShell language={context.language} table={context.table} alternates={everyLanguage(context.table, pathOf)}>
      <div className={`container ${styles.screen} ${narrow ? styles.narrow : ''}`}>
        <h1>{title}</h1>
        {children}
      </div>
    </PageShell>
  );
}
