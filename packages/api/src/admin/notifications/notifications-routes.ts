import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { composeNotification, deleteNotification } from './notification-compose';
import { auditedNotification, listNotificationsForStaff, notificationRecord } from './notification-records';

/** General notifications (issue 16): compose and send or schedule, the history with delivery counts, cancel. */
export const notificationsRoutes: AdminRoute[] = [
  defineAdminRoute('notifications.list', { handle: async ({ deps, query }) => listNotificationsForStaff(deps, query) }),
  defineAdminRoute('notifications.get', { handle: async ({ deps, params }) => ({ data: await notificationRecord(deps, params.id) }) }),
  defineAdminRoute('notifications.create', {
    invalidates: true,
    async handle({ deps, body, files, staff }) {
      const { row, scheduled } = await composeNotification(deps, body, files, staff.id);
      const action = scheduled ? 'schedule' : 'send';
      return { data: await notificationRecord(deps, row.id), status: 201, audit: { action, resource: 'notifications', recordId: row.id, after: auditedNotification(row) } };
    },
  }),
  defineAdminRoute('notifications.delete', {
    invalidates: true,
    async handle({ deps, params }) {
      const row = await deleteNotification(deps, params.id);
      const action = row.scheduledAt !== null ? 'cancel' : 'delete';
      return { data: {}, audit: { action, resource: 'notifications', recordId: row.id, before: auditedNotification(row) } };
    },
  }),
] as AdminRoute[];
