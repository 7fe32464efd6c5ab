import Link from 'next/link';
import type { LanguageLabels } from '@newsroom/contract/languages';
import { AccountMenu } from '../../features/accounts/session/account-menu';
import { accountText } from '../../features/accounts/shared/account-text';
import { HeaderAlerts, KeepAlertsRegistered } from '../../features/push-alerts/push-alerts-slot';
import { NotificationsLink } from '../../features/reader-pages/notifications-link';
import { readerPagesText } from '../../features/reader-pages/reader-pages-text';
import type { ReaderToolsSlot } from '../../layout/reader-tools-slot';
import { bookmarksPath } from '../../routing/screen-paths';
import type { SiteLanguage } from '../../server-data/site';

interface ReaderToolProps {
  language: SiteLanguage;
  labels: LanguageLabels | null;
  /** The header's style for this place (its bar, or the phone's drawer), handed over by the slot. */
  className?: string;
}

/** Bookmarks and notifications (with the unread badge): in the header's bar on wide screens, in its drawer on phones. */
function ReaderLinks({ language, labels, className }: ReaderToolProps) {
  const readerText = readerPagesText(language.code, labels);
  return (
    <>
      <Link href={bookmarksPath(language)} className={className}>
        {readerText.bookmarks}
      </Link>
      <NotificationsLink
        language={{ code: language.code, isDefault: language.isDefault }}
        text={{ notifications: readerText.notifications, notificationsUnread: readerText.notificationsUnread }}
        className={className}
      />
      <HeaderAlerts language={language} labels={labels} className={className} />
    </>
  );
}

/** The account menu, in the header's bar at every width; the writer's links come with it. */
function ReaderAccount({ language, labels, className }: ReaderToolProps) {
  const { signIn, signOut, account, profile, yourCategories, writeStory, myStories } = accountText(language.code, labels);
  return (
    <>
      <AccountMenu language={{ code: language.code, isDefault: language.isDefault }} text={{ signIn, signOut, account, profile, yourCategories, writeStory, myStories }} className={className} />
      {/* The account control is drawn once per page at every width: the one place for the alerts' upkeep. */}
      <KeepAlertsRegistered language={language} />
    </>
  );
}

/** The reader's own tools for the header's slot. */
export function readerTools(language: SiteLanguage, labels: LanguageLabels | null): ReaderToolsSlot {
  return {
    links: (className) => <ReaderLinks language={language} labels={labels} className={className} />,
    account: (className) => <ReaderAccount language={language} labels={labels} className={className} />,
  };
}
