import type { ReactNode } from 'react';
import type { ScreenPath } from '../../features/accounts/shared/account-page';
import { AccountScreen } from '../../features/accounts/shared/account-screen';
import { everyLanguage } from '../../seo/page-metadata';
import type { PageContext } from '../../server-data/page-context';
import { PageFrame } from './page-frame';

interface AccountFrameProps {
  context: PageContext;
  /** The screen's path in each language, for the language switch. */
  pathOf: ScreenPath;
  title: string;
  narrow?: boolean;
  children: ReactNode;
}

/** An account screen inside the site's header and footer. */
export function AccountFrame({ context, pathOf, title, narrow, children }: AccountFrameProps) {
  return (
    <PageFrame language={context.language} table={context.table} alternates={everyLanguage(context.table, pathOf)}>
      <AccountScreen title={title} narrow={narrow}>
        {children}
      </AccountScreen>
    </PageFrame>
  );
}
