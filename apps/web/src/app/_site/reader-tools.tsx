import Link from 'next/link';
import type { LanguageLabels } from '@newsroom/contract/languages';
import { AccountMenu } from '../../features/accounts/session/account-menu';
import { accountText } from '../../features/accounts/shared/account-text';
import { readerPagesText } from '../../features/reader-pages/reader-pages-text';
import { bookmarksPath, notificationsPath } from '../../routing/screen-paths';
import type { SiteLanguage } from '../../server-data/site';

interface ReaderToolsProps {
  language: SiteLanguage;
  labels: LanguageLabels | null;
  /** The header's style for its tool links, handed over by the header's slot. */
  toolClass?: string;
}

/** The reader's own links in the header: bookmarks, notifications and the account menu. */
export function ReaderTools({ language, labels, toolClass }: ReaderToolsProps) {
  const readerText = readerPagesText(language.code, labels);
  const { signIn, signOut, account, profile, yourCategories } = accountText(language.code, labels);
  return (
    <>
      <Link href={bookmarksPath(language)} className={toolClass}>
        {readerText.bookmarks}
      </Link>
      <Link href={notificationsPath(language)} className={toolClass}>
        {readerText.notifications}
      </Link>
      <AccountMenu language={{ code: language.code, isDefault: language.isDefault }} text={{ signIn, signOut, account, profile, yourCategories }} className={toolClass} />
    </>
  );
}
