import { deleteUserNotificationParams, getNotificationParams, getUserNotificationParams } from '@newsroom/contract/notifications';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { translateMessage } from '../i18n/message-catalog';
import { languageIdOrDefault } from '../languages/languages-service';
import { listNotifications } from './notifications-service';
import { deleteUserNotifications, listUserNotifications } from './user-notifications-service';

const getNotification = defineEndpoint({
  name: 'get_notification',
  summary: 'Notifications sent to all readers of a language, newest first',
  auth: 'none',
  params: getNotificationParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listNotifications(deps, languageId, params);
    return listReply('Notifications fetched successfully', items, total);
  },
});

const getUserNotification = defineEndpoint({
  name: 'get_user_notification',
  summary: "The signed-in reader's personal notifications (replies to and likes of their comments), newest first",
  auth: 'required',
  params: getUserNotificationParams,
  async handle({ deps, params, user, language }) {
    const { items, total } = await listUserNotifications(deps, user.id, params);
    // Stored in English when the reply or like happened; worded in the answer's language here.
    const worded = items.map((item) => ({ ...item, message: translateMessage(item.message, language) }));
    return listReply('Notifications fetched successfully', worded, total);
  },
});

const deleteUserNotification = defineEndpoint({
  name: 'delete_user_notification',
  summary: "Deletes some of the signed-in reader's personal notifications (comma list of ids)",
  auth: 'required',
  params: deleteUserNotificationParams,
  async handle({ deps, params, user }) {
    await deleteUserNotifications(deps, user.id, params.id);
    return ok('Notification deleted successfully', []);
  },
});

export const notificationsEndpoints: AnyEndpoint[] = [getNotification, getUserNotification, deleteUserNotification];
