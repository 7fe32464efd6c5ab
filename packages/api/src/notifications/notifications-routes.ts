import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { translateMessage } from '../i18n/message-catalog';
import { languageIdOrDefault } from '../languages/languages-service';
import { listNotifications } from './notifications-service';
import { markNotificationsRead, unreadCount } from './notification-reading';
import { deleteUserNotifications, listUserNotifications } from './user-notifications-service';

const getNotification = defineEndpoint('get_notification', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listNotifications(deps, languageId, params);
    return listReply('Notifications fetched successfully', items, total);
  },
});

const getUserNotification = defineEndpoint('get_user_notification', {
  async handle({ deps, params, user, language }) {
    const [{ items, total }, unread] = await Promise.all([listUserNotifications(deps, user.id, params), unreadCount(deps, user.id)]);
    // Stored in English when the reply or like happened; worded in the answer's language here.
    const worded = items.map((item) => ({ ...item, message: translateMessage(item.message, language) }));
    return listReply('Notifications fetched successfully', worded, total, { unread });
  },
});

const deleteUserNotification = defineEndpoint('delete_user_notification', {
  async handle({ deps, params, user }) {
    await deleteUserNotifications(deps, user.id, params.id);
    return ok('Notification deleted successfully', []);
  },
});

const setUserNotificationRead = defineEndpoint('set_user_notification_read', {
  async handle({ deps, params, user }) {
    const unread = await markNotificationsRead(deps, user.id, params.all ? { all: true } : { ids: params.id ?? [] });
    return ok('Notifications marked read', { unread });
  },
});

export const notificationsEndpoints: AnyEndpoint[] = [getNotification, getUserNotification, deleteUserNotification, setUserNotificationRead];
