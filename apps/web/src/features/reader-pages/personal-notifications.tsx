'use client';

import { LoadFailed } from '../../components/load-failed';
import { formatDate, isoDateTime } from '../../i18n/format';
import type { LanguageRef } from '../../routing/paths';
import { notificationsPath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import type { ReaderPagesText } from './reader-pages-text';
import { useDeleteNotification } from './api/delete-notification';
import { useNotifications } from './api/get-notifications';
import { SignInFirst } from './sign-in-first';
import styles from './reader-pages.module.css';

/**
 * Replies to the reader's comments and likes they received; each can be deleted. A signed-out
 * reader is sent to sign in and back to this page. A failed read says so and offers to try
 * again: it never shows as "nothing here".
 */
export function PersonalNotifications({ language, timeZone, text }: { language: LanguageRef; timeZone: string; text: ReaderPagesText }) {
  const locale = language.code;
  const token = useSignedInReader(language);
  const notifications = useNotifications();
  const removal = useDeleteNotification();
  const items = notifications.data ?? null;

  if (token && notifications.isError && !notifications.data) {
    return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void notifications.refetch()} />;
  }
  if (!token || items === null) return <SignInFirst href={notificationsPath(language)} language={language} note={text.signInForNotifications} />;
  if (items.length === 0) return <p className={styles.note}>{text.noNotifications}</p>;

  return (
    <ul className={styles.list}>
      {items.map((notification) => (
        <li key={notification.id} className={styles.notice}>
          <div>
            <p>{notification.message}</p>
            <p className={styles.meta}>
              <time dateTime={isoDateTime(notification.date, timeZone)}>{formatDate(notification.date, locale, true)}</time>
            </p>
          </div>
          <button type="button" className={styles.button} onClick={() => removal.mutate(notification.id)} aria-label={`${text.delete}: ${notification.message}`}>
            {text.delete}
          </button>
        </li>
      ))}
    </ul>
  );
}
