'use client';

import { useCallback, useEffect, useState } from 'react';
import type { UserNotification } from '@newsroom/contract/notifications';
import { useCallStep } from '../../api-client/call-step-context';
import { listResult } from '../../api-client/list-result';
import { LoadFailed } from '../../components/load-failed';
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
 * reader is sent to sign in and back to this page. A failed read says so and offers to try
 * again: it never shows as "nothing here".
 */
export function PersonalNotifications({ language, timeZone, text }: { language: LanguageRef; timeZone: string; text: ReaderPagesText }) {
  const locale = language.code;
  const call = useCallStep();
  const token = useSignedInReader(language);
  const [items, setItems] = useState<UserNotification[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const list = listResult(await call('get_user_notification', { params: { offset: 0, limit: PAGE_SIZE }, displayToast: false }));
    if (list) setItems(list.items);
    else setFailed(true);
  }, [call]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  if (token && failed) return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void load()} />;
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
