import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@newsroom/contract/admin/auth';
import { createAuthProvider } from '../auth/auth-provider';
import type { AdminClient } from './admin-client';

const session: AdminSession = { id: 3, name: 'Ed', email: 'ed@example.com', role: 'editor', csrf_token: 'csrf', demo_password: false };
const clientWith = (current: AdminSession | null): AdminClient => ({
  setCsrfToken() {},
  async call<T>() {
    if (current) return current as T;
    throw Object.assign(new Error('Please sign in to the console'), { status: 401 });
  },
  async callPaged<T>() {
    return { data: [] as T };
  },
});

// react-admin notifies a checkError refusal only while checkAuth still passes, then signs out.
describe('a session ended elsewhere', () => {
  it('is said in words when the page held a session, and silently sends to sign-in when it did not', async () => {
    const held = createAuthProvider(clientWith(session));
    await held.checkAuth({});
    await expect(held.checkError({ status: 401 })).rejects.toEqual({ message: 'ra.notification.logged_out' });
    await expect(held.checkAuth({})).resolves.toBeUndefined();
    await expect(held.checkError({ status: 403 })).resolves.toBeUndefined();

    const never = createAuthProvider(clientWith(null));
    await expect(never.checkError({ status: 401 })).rejects.toEqual({ message: false });
  });
});
