'use client';

import { useEffect, useState } from 'react';
import type { UserNotification } from '@newsroom/contract/notifications';
import { useCallStep } from '../../api-client/call-step-context';
import { formatDate, isoDateTime } from '../../i18n/format';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import type { ReaderPagesText } from './reader-pages-text';
import styles from './reader-pages.module.css';

const PAGE_SIZE = 20;

/** Replies to the reader's comments and likes they received; each can be deleted. */
export function PersonalNotifications({ locale, timeZone, text }: { locale: string; timeZone: string; text: ReaderPagesText }) {
  const call = useCallStep();
  const token = useAppSelector(selectToken);
  const [items, setItems] = useState<UserNotification[] | null>(null);

  useEffect(() => {
    if (!token) return;
    void call('get_user_notification', { params: { offset: 0, limit: PAGE_SIZE }, displayToast: false }).then((result) => {
      setItems(result.ok ? result.response.data : []);
    });
  }, [call, token]);

  if (!token) return <p className={styles.note}>{text.signInForNotifications}</p>;
  if (items === null) return <div className={styles.skeleton} aria-hidden="true" />;
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
