import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@newsroom/contract/admin/auth';
import type { AdminClient } from '../data/admin-client';
import { CodeNeeded, createAuthProvider } from './auth-provider';

const session: AdminSession = { id: 3, name: 'Two Step', email: 'two@example.com', role: 'editor', csrf_token: 'csrf-after-code', demo_password: false };

/** A client answering as the admin API does for an account with a second factor. */
function clientWithSecondFactor() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let csrf: string | null = null;
  const client: AdminClient & { csrf: () => string | null } = {
    csrf: () => csrf,
    setCsrfToken: (token) => {
      csrf = token;
    },
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      calls.push({ method, path, body });
      if (path === '/auth/sign-in') return { step: 'second_factor', expires_at: '2026-05-01T09:05:00.000Z' } as T;
      if (path === '/auth/second-factor') return session as T;
      throw new Error(`unexpected ${path}`);
    },
  } as AdminClient & { csrf: () => string | null };
  return { client, calls };
}

describe('signing in with a second factor', () => {
  it('a right password asks for the code and keeps no session; the code gives it', async () => {
    const { client, calls } = clientWithSecondFactor();
    const auth = createAuthProvider(client);
    const waiting = auth.login({ email: 'two@example.com', password: 'right password' });
    await expect(waiting).rejects.toBeInstanceOf(CodeNeeded);
    expect(client.csrf()).toBeNull();

    await auth.login({ code: '123456' });
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/auth/second-factor', body: { code: '123456' } });
    expect(client.csrf()).toBe('csrf-after-code');
    expect(await auth.currentSession()).toEqual(session);
  });
});
