'use client';

import { useEffect, useState } from 'react';
import type { UserNotification } from '@newsroom/contract/notifications';
import { useCallStep } from '../../api-client/call-step-context';
import { formatDate, isoDateTime } from '../../i18n/format';
import type { LanguageRef } from '../../routing/paths';
import { notificationsPath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import type { ReaderPagesText } from './reader-pages-text';
import { SignInFirst } from './sign-in-first';
import styles from './reader-pages.module.css';

const PAGE_SIZE = 20;

/**
 * Replies to the reader's comments and likes they received; each can be deleted. A signed-out
 * reader is sent to sign in and back to this page.
 */
export function PersonalNotifications({ language, timeZone, text }: { language: LanguageRef; timeZone: string; text: ReaderPagesText }) {
  const locale = language.code;
  const call = useCallStep();
  const token = useSignedInReader(language);
  const [items, setItems] = useState<UserNotification[] | null>(null);

  useEffect(() => {
    if (!token) return;
    void call('get_user_notification', { params: { offset: 0, limit: PAGE_SIZE }, displayToast: false }).then((result) => {
      setItems(result.ok ? result.response.data : []);
    });
  }, [call, token]);

  if (!token || items === null) return <SignInFirst href={notificationsPath(language)} language={language} note={text.signInForNotifications} />;
  if (items.length === 0) return <p className={styles.note}>{text.noNotifications}</p>;

  const remove = async (notification: UserNotification) => {
    const result = await call('delete_user_notification', { params: { id: String(notification.id) } });
    if (result.ok) setItems((now) => (now ?? []).filter((kept) => kept.id !== notification.id));
  };

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
          <button type="button" className={styles.button} onClick={() => void remove(notification)} aria-label={`${text.delete}: ${notification.message}`}>
            {text.delete}
          </button>
        </li>
      ))}
    </ul>
  );
}
