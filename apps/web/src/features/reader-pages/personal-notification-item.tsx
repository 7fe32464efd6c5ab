'use client';

import Link from 'next/link';
import type { UserNotification } from '@newsroom/contract/notifications';
import { formatDate, isoDateTime } from '../../i18n/format';
import { newsPath, type LanguageRef } from '../../routing/paths';
import { writePath } from '../../routing/screen-paths';
import type { ReaderPagesText } from './reader-pages-text';
import styles from './reader-pages.module.css';

interface PersonalNotificationItemProps {
  notification: UserNotification;
  language: LanguageRef;
  timeZone: string;
  text: ReaderPagesText;
  onOpen(notification: UserNotification): void;
  onDelete(notification: UserNotification): void;
}

/**
 * Where a notification leads: a rejected story to the writer's desk, where its writer revises it
 * (the message carries the editor's reason); else the comment on its story (the anchor the
 * comments give themselves), or the story when the comment is gone; nowhere when the reader can
 * no longer see the story.
 */
export function notificationHref(notification: UserNotification, language: LanguageRef): string | null {
  if (notification.type === 'news_rejected') return writePath(language, notification.news_id);
  if (!notification.news.slug) return null;
  const story = newsPath(language, notification.news.slug);
  return notification.comment_id > 0 ? `${story}#comment-${notification.comment_id}` : story;
}

/** One reply or like: unread ones say so in words and stand out in weight and with a bar, not by colour alone. */
export function PersonalNotificationItem({ notification, language, timeZone, text, onOpen, onDelete }: PersonalNotificationItemProps) {
  const unread = notification.is_read === '0';
  const href = notificationHref(notification, language);
  return (
    <li className={`${styles.notice} ${unread ? styles.unread : ''}`}>
      <div>
        {unread && <p className={styles.unreadTag}>{text.unread}</p>}
        <p className={styles.message}>
          {href ? (
            // A middle click opens it too: either way the reader has seen where it leads.
            <Link href={href} onClick={() => onOpen(notification)} onAuxClick={() => onOpen(notification)}>
              {notification.message}
            </Link>
          ) : (
            notification.message
          )}
        </p>
        <p className={styles.meta}>
          {/* Isolated, so a Latin name beside an Arabic title (or the reverse) cannot reorder either. */}
          {/* The newsroom's own notifications (a review of the reader's story) have no sender. */}
          <bdi>{notification.sender_id === 0 ? text.newsroom : notification.sender.name}</bdi>
          {notification.news.title && (
            <>
              {' · '}
              <bdi>{notification.news.title}</bdi>
            </>
          )}
          {' · '}
          <time dateTime={isoDateTime(notification.date, timeZone)}>{formatDate(notification.date, language.code, true)}</time>
        </p>
      </div>
      <button type="button" className={styles.button} onClick={() => onDelete(notification)} aria-label={`${text.delete}: ${notification.message}`}>
        {text.delete}
      </button>
    </li>
  );
}
