import NotificationsIcon from '@mui/icons-material/Notifications';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { NotificationCompose } from './notification-compose';
import { NotificationList } from './notification-list';
import { NotificationShow } from './notification-show';
import { notificationsWordsEn, notificationsWordsFr } from './notifications-words';

/** A notification reaches every reader of a language: editors and administrators send them. */
const sends = (role: StaffRole) => role === 'administrator' || role === 'editor';

export const notificationsArea: ConsoleArea = {
  resources: (role) =>
    sends(role)
      ? [<Resource key="notifications" name="notifications" list={NotificationList} create={NotificationCompose} show={NotificationShow} icon={NotificationsIcon} recordRepresentation="title" />]
      : [],
  menu: (role) => (sends(role) ? [<Menu.ResourceItem key="notifications" name="notifications" />] : []),
  dataRoutes: {
    notifications: { list: 'notifications.list', one: 'notifications.get', create: 'notifications.create', delete: 'notifications.delete', filtersById: true },
  },
  words: { en: notificationsWordsEn, fr: notificationsWordsFr },
};
