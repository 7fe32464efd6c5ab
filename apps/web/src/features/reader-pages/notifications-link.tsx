'use client';

import Link from 'next/link';
import { formatNumber } from '../../i18n/format';
import { fill } from '../../i18n/ui-text';
import type { LanguageRef } from '../../routing/paths';
import { notificationsPath } from '../../routing/screen-paths';
import { useUnreadCount } from './api/get-unread-count';
import type { ReaderPagesText } from './reader-pages-text';
import styles from './notifications-link.module.css';

interface NotificationsLinkProps {
  language: LanguageRef;
  text: Pick<ReaderPagesText, 'notifications' | 'notificationsUnread'>;
  /** The header's style for this place (its bar, or the phone's drawer). */
  className?: string;
}

/** Past this the badge says "99+": the exact number is in the link's name and on the page. */
const BADGE_MAX = 99;

/**
 * The header's link to the notifications, with a badge of the signed-in reader's unread ones. The
 * header is the same cached HTML for everyone, so the count loads in the browser and keeps itself
 * fresh (get-unread-count.ts); a push message shown in the page refreshes it at once.
 */
export function NotificationsLink({ language, text, className }: NotificationsLinkProps) {
  const unread = useUnreadCount();
  const locale = language.code;
  const label = unread > 0 ? fill(text.notificationsUnread, { count: formatNumber(unread, locale) }) : undefined;
  return (
    <Link href={notificationsPath(language)} className={className} aria-label={label}>
      {text.notifications}
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > BADGE_MAX ? `${formatNumber(BADGE_MAX, locale)}+` : formatNumber(unread, locale)}
        </span>
      )}
    </Link>
  );
}
