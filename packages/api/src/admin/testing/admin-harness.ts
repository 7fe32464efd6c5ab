import { count } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { adminEndpoints, type AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { createTestApi, type TestApi } from '../../../test/harness';
import { createStaffAccount } from '../auth/staff-accounts';
import type { StaffRow } from '../auth/staff-records';
import { csrfTokenOf } from '../core/secrets';
import { createStaffSession } from '../core/staff-session';

export const SITE_ORIGIN = 'http://news.test';
export const STAFF_PASSWORD = 'quiet harbour 71';

export interface StaffLogin {
  staff: StaffRow;
  cookie: string;
  csrf: string;
  token: string;
}

export interface AdminCallOptions {
  body?: unknown;
  /** Files for a route that takes them (its entry's `files`): sent as multipart with `body` in `payload`. */
  files?: Record<string, File | File[]>;
  query?: Record<string, string>;
  login?: StaffLogin | null;
  /** Replaces the console's own Origin; null sends none. */
  origin?: string | null;
  /** Replaces the session's CSRF token; null sends none. */
  csrf?: string | null;
  headers?: Record<string, string>;
  /** The caller's address (each test may come from its own network). */
  address?: string;
}

export interface AdminAnswer {
  status: number;
  // Tests read whatever the route answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface AdminTestApi extends TestApi {
  /** Calls `/admin/api/<path>` as the console would; a successful write must leave an audit entry. */
  admin(method: string, path: string, options?: AdminCallOptions): Promise<AdminAnswer>;
  /** A staff account with STAFF_PASSWORD (or `password`). */
  staffAccount(role: StaffRole, overrides?: { email?: string; password?: string }): Promise<StaffRow>;
  /** A session of an account, made through the service layer (no sign-in limits spent). */
  loginAs(staff: StaffRow): Promise<StaffLogin>;
  auditCount(): Promise<number>;
}

let accounts = 0;

/** A POST the table marks as changing nothing (a preview) owes no audit entry. */
function changesNothing(method: string, path: string): boolean {
  const bare = path.split('?')[0]!;
  return Object.values(adminEndpoints as Record<string, AdminEndpointEntry>).some(
    (entry) => entry.changesNothing && entry.method === method && new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}$`).test(bare),
  );
}

/** The API with the console's helpers; `env` adds settings. */
export async function createAdminTestApi(env: Record<string, string> = {}): Promise<AdminTestApi> {
  const api = await createTestApi(env);
  const origin = new URL(api.deps.config.publicUrl).origin;
  const cookieName = api.deps.config.publicUrl.startsWith('https://') ? '__Secure-newsroom_admin' : 'newsroom_admin';
  const auditCount = async () => (await api.deps.db.select({ value: count() }).from(schema.auditLog))[0]?.value ?? 0;

  async function admin(method: string, path: string, options: AdminCallOptions = {}): Promise<AdminAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? '203.0.113.9', ...options.headers };
    const sentOrigin = options.origin === undefined ? origin : options.origin;
    if (sentOrigin) headers.origin = sentOrigin;
    if (options.login) headers.cookie = options.login.cookie;
    const csrf = options.csrf === undefined ? options.login?.csrf : options.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    let body: string | FormData | undefined;
    if (options.files) {
      const form = new FormData();
      form.append('payload', JSON.stringify(options.body ?? {}));
      for (const [field, value] of Object.entries(options.files)) for (const file of [value].flat()) form.append(field, file, file.name);
      body = form;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const before = await auditCount();
    const response = await api.app.request(`${api.deps.config.publicUrl}/admin/api/${path}${query}`, { method, headers, body });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (method !== 'GET' && response.status < 300 && !changesNothing(method, path) && (await auditCount()) <= before) {
      throw new Error(`${method} ${path} succeeded without an audit entry`);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return {
    ...api,
    admin,
    auditCount,
    async staffAccount(role, overrides = {}) {
      accounts += 1;
      const email = overrides.email ?? `${role}-${accounts}@newsroom.example`;
      return createStaffAccount(api.deps, { email, name: `Test ${role} ${accounts}`, role, password: overrides.password ?? STAFF_PASSWORD });
    },
    async loginAs(staff) {
      const token = await createStaffSession(api.deps, staff.id, { address: '203.0.113.9', userAgent: 'test' });
      return { staff, token, cookie: `${cookieName}=${token}`, csrf: csrfTokenOf(token) };
    },
  };
}

/** A session of a new staff account of this role: most tests act as one role and need no more. */
export async function signedIn(api: AdminTestApi, role: StaffRole): Promise<StaffLogin> {
  return api.loginAs(await api.staffAccount(role));
}

/** The session cookie a sign-in answer set, as a request's `Cookie` header. */
export function cookieFrom(headers: Headers): string {
  const line = headers.get('set-cookie') ?? '';
  return line.split(';')[0] ?? '';
}
