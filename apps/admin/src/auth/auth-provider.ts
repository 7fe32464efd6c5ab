import type { AuthProvider } from 'react-admin';
import type { AdminSession, AdminSignInBody, AdminSignInData } from '@newsroom/contract/admin/auth';
import { AdminApiError, type AdminClient } from '../data/admin-client';

/**
 * react-admin's auth provider over the admin API's cookie session. The session itself is an
 * HttpOnly cookie the console never sees; what it keeps is the signed-in staff member and the
 * CSRF token, in memory, read again from `GET /admin/api/session` after a reload.
 */
export interface StaffAuthProvider extends AuthProvider {
  /** The signed-in staff member, asking the server when the page has just loaded. */
  currentSession(): Promise<AdminSession | null>;
  /** `POST /admin/api/setup` with the link's token: the first administrator, signed in at once. */
  setUpFirstAdministrator(input: { token: string; email: string; name: string; password: string }): Promise<void>;
}

/**
 * The password was right and the account has a second factor: the sign-in screen asks for the
 * code. Thrown, not returned, so react-admin's `useLogin` does not go on to the console.
 */
export class CodeNeeded extends Error {
  constructor(readonly expiresAt: string) {
    super('code needed');
    this.name = 'CodeNeeded';
  }
}

// react-admin sends to the sign-in screen on this, without a notification of its own.
const SIGNED_OUT = { message: false as const };

export function createAuthProvider(client: AdminClient): StaffAuthProvider {
  let session: AdminSession | null = null;
  const remember = (next: AdminSession | null) => {
    session = next;
    client.setCsrfToken(next?.csrf_token ?? null);
  };

  // react-admin asks for the session, the identity and the permissions at once on load: one request.
  let asking: Promise<AdminSession | null> | null = null;
  async function askServer(): Promise<AdminSession | null> {
    try {
      remember(await client.call<AdminSession>('GET', '/session'));
      return session;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) return null;
      throw error;
    } finally {
      asking = null;
    }
  }
  async function currentSession(): Promise<AdminSession | null> {
    if (session) return session;
    asking ??= askServer();
    return asking;
  }

  return {
    currentSession,
    async setUpFirstAdministrator(input) {
      remember(await client.call<AdminSession>('POST', '/setup', input));
    },
    /** The password step, or with `code` the second step; a password alone may answer "code needed". */
    async login(credentials: AdminSignInBody | { code: string }) {
      if ('code' in credentials) {
        remember(await client.call<AdminSession>('POST', '/auth/second-factor', { code: credentials.code }));
        return;
      }
      const answer = await client.call<AdminSignInData>('POST', '/auth/sign-in', { email: credentials.email, password: credentials.password });
      if ('step' in answer) throw new CodeNeeded(answer.expires_at);
      remember(answer);
    },
    async logout() {
      try {
        // After a reload the token is not known yet: the session gives it.
        if (await currentSession()) await client.call('POST', '/auth/sign-out', {});
      } catch (error) {
        // Already ended on the server (expired, revoked): signed out all the same.
        if (!(error instanceof AdminApiError && error.status === 401)) throw error;
      } finally {
        remember(null);
      }
    },
    async checkAuth() {
      if (!(await currentSession())) throw SIGNED_OUT;
    },
    async checkError(error: unknown) {
      // 403 is a role the screen should not have offered: the session itself is fine.
      if ((error as { status?: number } | null)?.status === 401) {
        // A session this page held was ended elsewhere (revoked, deactivated, expired): react-admin
        // says so, but only while checkAuth still passes, so the session is forgotten by its logout.
        if (session) throw { message: 'ra.notification.logged_out' };
        throw SIGNED_OUT;
      }
    },
    async getIdentity() {
      const current = await currentSession();
      if (!current) throw SIGNED_OUT;
      return { id: current.id, fullName: current.name || current.email };
    },
    async getPermissions() {
      return (await currentSession())?.role ?? null;
    },
  };
}
