import { z } from 'zod';
import { adminNothing } from './answers';
import { auditListQuery, auditRecord } from './audit';
import { adminForgotPasswordBody, adminResetPasswordBody, adminSession, adminSetupBody, adminSignInBody, adminSignInData, adminSignOutBody } from './auth';
import { ADMINISTRATORS, EVERY_ROLE, type AdminEndpointEntry } from './endpoint-entry';
import { dashboardEndpoints } from './dashboard-endpoints';
import { languagesEndpoints } from './languages-endpoints';
import { liveCoverageEndpoints } from './live-coverage-endpoints';
import { moderationEndpoints } from './moderation-endpoints';
import { notificationsEndpoints } from './notifications-endpoints';
import { readersEndpoints } from './readers-endpoints';
import { settingsEndpoints } from './settings-endpoints';
import { homePageEndpoints } from './home-page-endpoints';
import { newsEndpoints } from './news-endpoints';
import { secondFactorEndpoints } from './second-factor-endpoints';
import { sitePagesEndpoints } from './site-pages-endpoints';
import { taxonomyEndpoints } from './taxonomy-endpoints';
import { accountPasswordBody, accountSessionRecord, idParams, staffCreateBody, staffListQuery, staffRecord, staffUpdateBody } from './staff';

export { ADMINISTRATORS, EVERY_ROLE, type AdminAccess, type AdminEndpointEntry } from './endpoint-entry';

const EXAMPLE_PASSWORD = 'correct horse 42';

/**
 * Every route of the admin API, written once: the API serves each from its entry, the console's
 * data provider is typed from it, and the security test walks it to refuse every route.
 */
export const adminEndpoints = {
  'auth.signIn': {
    method: 'POST', path: 'auth/sign-in', roles: 'public', summary: 'Signs a staff member in; sets the session cookie',
    body: adminSignInBody, data: adminSignInData, example: { body: { email: 'someone@example.com', password: EXAMPLE_PASSWORD } },
  },
  ...secondFactorEndpoints,
  'auth.signOut': {
    method: 'POST', path: 'auth/sign-out', roles: EVERY_ROLE, summary: 'Ends this session',
    body: adminSignOutBody, data: adminNothing, example: { body: {} },
  },
  'auth.forgotPassword': {
    method: 'POST', path: 'auth/forgot-password', roles: 'public', summary: 'Mails a password reset link when the address has an account',
    body: adminForgotPasswordBody, data: adminNothing, example: { body: { email: 'someone@example.com' } },
  },
  'auth.resetPassword': {
    method: 'POST', path: 'auth/reset-password', roles: 'public', summary: 'Sets a new password from a reset link; ends every session',
    body: adminResetPasswordBody, data: adminNothing, example: { body: { token: 'x', password: EXAMPLE_PASSWORD } },
  },
  setup: {
    method: 'POST', path: 'setup', roles: 'public', summary: 'Creates the first administrator with the setup token from the server log',
    body: adminSetupBody, data: adminSession, example: { body: { token: 'x', email: 'first@example.com', password: EXAMPLE_PASSWORD } },
  },
  session: {
    method: 'GET', path: 'session', roles: EVERY_ROLE, summary: 'The signed-in staff member and the CSRF token for writes',
    data: adminSession, example: {},
  },
  'account.password': {
    method: 'POST', path: 'account/password', roles: EVERY_ROLE, summary: 'Changes the own password; ends every other session',
    body: accountPasswordBody, data: adminNothing, example: { body: { current_password: 'x', new_password: EXAMPLE_PASSWORD } },
  },
  'account.sessions': {
    method: 'GET', path: 'account/sessions', roles: EVERY_ROLE, summary: 'Where the staff member is signed in',
    data: z.array(accountSessionRecord), example: {},
  },
  'account.endSession': {
    method: 'DELETE', path: 'account/sessions/:id', roles: EVERY_ROLE, summary: 'Ends one of the own sessions',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
  'staff.list': {
    method: 'GET', path: 'staff', roles: ADMINISTRATORS, summary: 'Staff accounts', query: staffListQuery,
    data: z.array(staffRecord), paged: true, example: {},
  },
  'staff.get': {
    method: 'GET', path: 'staff/:id', roles: ADMINISTRATORS, summary: 'One staff account',
    params: idParams, data: staffRecord, example: { params: { id: '1' } },
  },
  'staff.create': {
    method: 'POST', path: 'staff', roles: ADMINISTRATORS, summary: 'Creates a staff account with its role and first password',
    body: staffCreateBody, data: staffRecord, example: { body: { email: 'new@example.com', role: 'editor', password: EXAMPLE_PASSWORD } },
  },
  'staff.update': {
    method: 'PUT', path: 'staff/:id', roles: ADMINISTRATORS, summary: 'Renames, changes the role of, deactivates or reactivates an account',
    params: idParams, body: staffUpdateBody, data: staffRecord, example: { params: { id: '1' }, body: { name: 'Renamed' } },
  },
  'staff.revokeSessions': {
    method: 'POST', path: 'staff/:id/revoke-sessions', roles: ADMINISTRATORS, summary: 'Ends every session of an account',
    params: idParams, body: z.object({}).strict(), data: adminNothing, example: { params: { id: '1' }, body: {} },
  },
  'staff.unlock': {
    method: 'POST', path: 'staff/:id/unlock', roles: ADMINISTRATORS, summary: 'Lifts a sign-in lock after failed attempts',
    params: idParams, body: z.object({}).strict(), data: staffRecord, example: { params: { id: '1' }, body: {} },
  },
  'auditLog.list': {
    method: 'GET', path: 'audit-log', roles: ADMINISTRATORS, summary: 'Who changed what, newest first', query: auditListQuery,
    data: z.array(auditRecord), paged: true, example: {},
  },
  'auditLog.get': {
    method: 'GET', path: 'audit-log/:id', roles: ADMINISTRATORS, summary: 'One audit entry',
    params: idParams, data: auditRecord, example: { params: { id: '1' } },
  },
  'docs.openapi': {
    method: 'GET', path: 'docs/openapi.json', roles: EVERY_ROLE, summary: 'This API described as an OpenAPI 3.1 document (the `data` of the answer)',
    data: z.record(z.string(), z.unknown()), example: {},
  },
  ...newsEndpoints,
  ...taxonomyEndpoints,
  ...liveCoverageEndpoints,
  ...homePageEndpoints,
  ...sitePagesEndpoints,
  ...moderationEndpoints,
  ...readersEndpoints,
  ...notificationsEndpoints,
  ...languagesEndpoints,
  ...settingsEndpoints,
  ...dashboardEndpoints,
} as const satisfies Record<string, AdminEndpointEntry>;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;

type Field<E extends AdminEndpointName, K extends string> = AdminEndpoints[E] extends Record<K, infer S extends z.ZodType> ? S : never;
/** What a client sends as the body, query or path parameters of a route. */
export type AdminBodyOf<E extends AdminEndpointName> = z.input<Field<E, 'body'>>;
export type AdminQueryOf<E extends AdminEndpointName> = z.input<Field<E, 'query'>>;
/** The `data` of a successful answer. */
export type AdminDataOf<E extends AdminEndpointName> = z.output<AdminEndpoints[E]['data']>;
