import Link from 'next/link';
import type { Notification } from '@newsroom/contract/notifications';
import { formatDate, isoDateTime } from '../../i18n/format';
import { newsPath, type LanguageRef } from '../../routing/paths';
import type { ReaderPagesText } from './reader-pages-text';
import styles from './reader-pages.module.css';

interface NewsNotificationsProps {
  items: Notification[];
  language: LanguageRef & { code: string };
  timeZone: string;
  text: ReaderPagesText;
}

/** The newsroom's notifications to every reader of the language (the same for everyone: cached). */
export function NewsNotifications({ items, language, timeZone, text }: NewsNotificationsProps) {
  if (items.length === 0) return <p className={styles.note}>{text.noNotifications}</p>;
  return (
    <ul className={styles.list}>
      {items.map((notification) => (
        <li key={notification.id} className={styles.notice}>
          <div>
            <h3>{notification.news.slug ? <Link href={newsPath(language, notification.news.slug)}>{notification.title}</Link> : notification.title}</h3>
            <p>{notification.message}</p>
            <p className={styles.meta}>
              <time dateTime={isoDateTime(notification.date_sent, timeZone)}>{formatDate(notification.date_sent, language.code, true)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
