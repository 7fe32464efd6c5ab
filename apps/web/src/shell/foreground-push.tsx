'use client';

import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useRefreshPersonalNotifications } from '../queries/refresh-personal-notifications';
import { clickActionSet } from '../state/click-action-slice';
import { useAppDispatch } from '../state/hooks';

/** The message type the push worker (public/sw.js) posts to a page the reader is looking at. */
export const PUSH_MESSAGE_TYPE = 'push-message';

/** SPEC section 8: the toast shown when a foreground push message cannot be handled. */
export const PUSH_HANDLING_ERROR = 'Error handling notification.';

export interface ForegroundPush {
  title: string;
  body: string;
  /** Where a click on the message leads. */
  url: string;
}

/** The push message in a worker message, null for other messages; throws on a malformed one. */
export function readForegroundPush(data: unknown): ForegroundPush | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE) return null;
  const payload = (data as { payload?: unknown }).payload;
  if (typeof payload !== 'object' || payload === null) throw new Error('push message without a payload');
  const { title, body, url } = payload as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') throw new Error('push message without a title');
  return { title, body: typeof body === 'string' ? body : '', url: typeof url === 'string' && url ? url : '/' };
}

/**
 * Shows push messages that arrive while the reader is on the site as toasts (with the article's
 * link), keeps the link as the click action and refreshes the notifications on the page. A
 * message that cannot be handled is logged and toasted (SPEC section 8).
 */
export function ForegroundPushMessages() {
  const dispatch = useAppDispatch();
  // A pushed message means something new to read: the header's unread badge and open lists read again.
  const refreshNotifications = useRefreshPersonalNotifications();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      try {
        const push = readForegroundPush(event.data);
        if (!push) return;
        dispatch(clickActionSet(push.url));
        refreshNotifications();
        toast(
          <a href={push.url} className="push-toast">
            <strong>{push.title}</strong>
            {push.body ? <span> {push.body}</span> : null}
          </a>,
        );
      } catch (error) {
        console.error('[push] could not handle a notification:', error);
        toast.error(PUSH_HANDLING_ERROR);
      }
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [dispatch, refreshNotifications]);
  return null;
}
