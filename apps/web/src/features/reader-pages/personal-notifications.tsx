'use client';

import type { UserNotification } from '@newsroom/contract/notifications';
import { LoadFailed } from '../../components/load-failed';
import type { LanguageRef } from '../../routing/paths';
import { notificationsPath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import type { ReaderPagesText } from './reader-pages-text';
import { useDeleteNotification } from './api/delete-notification';
import { useNotifications } from './api/get-notifications';
import { useUnreadCount } from './api/get-unread-count';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { MarkAllRead } from './mark-all-read';
import { PersonalNotificationItem } from './personal-notification-item';
import { SignInFirst } from './sign-in-first';
import styles from './reader-pages.module.css';

/**
 * Replies to the reader's comments and likes they received, each leading to its comment (opening
 * one marks it read); each can be deleted, and all marked read at once. A signed-out reader is
 * sent to sign in and back to this page. A failed read says so and offers to try again: it never
 * shows as "nothing here".
 */
export function PersonalNotifications({ language, timeZone, text }: { language: LanguageRef & { id: number }; timeZone: string; text: ReaderPagesText }) {
  const token = useSignedInReader(language);
  const notifications = useNotifications(language.id);
  const removal = useDeleteNotification();
  const markRead = useMarkNotificationRead(text.markReadFailed);
  const unread = useUnreadCount();
  const items = notifications.data ?? null;

  if (token && notifications.isError && !notifications.data) {
    return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void notifications.refetch()} />;
  }
  if (!token || items === null) return <SignInFirst href={notificationsPath(language)} language={language} note={text.signInForNotifications} />;
  if (items.length === 0) return <p className={styles.note}>{text.noNotifications}</p>;

  const open = (notification: UserNotification) => {
    if (notification.is_read === '0') markRead.mutate(notification.id);
  };
  return (
    <>
      <MarkAllRead hasUnread={unread > 0 || items.some((notification) => notification.is_read === '0')} text={text} />
      <ul className={styles.list}>
        {items.map((notification) => (
          <PersonalNotificationItem
            key={notification.id}
            notification={notification}
            language={language}
            timeZone={timeZone}
            text={text}
            onOpen={open}
            onDelete={(chosen) => removal.mutate(chosen.id)}
          />
        ))}
      </ul>
    </>
  );
}
