import { expect, type APIRequestContext } from '@playwright/test';
import { ACCESS_KEY } from '../demo-site';
import { apiEmailSignIn, confirmedAccount, newReader } from './accounts';
import type { TestReader } from './test-readers';

/** The demo seed's access key (the default of a local install). */

/**
 * A new reader signed in through the API, with a session of their own that a test may end behind
 * the browser's back (the shared test readers' sessions must live on for the other tests).
 */
export async function readerWithOwnSession(request: APIRequestContext, label: string): Promise<TestReader & { email: string; password: string }> {
  const reader = newReader(label);
  await confirmedAccount(request, reader);
  const { data: identity } = await apiEmailSignIn(request, reader.email, reader.password);
  const response = await request.post('/api/user_signup', {
    form: { access_key: ACCESS_KEY, firebase_id: identity.uid, id_token: identity.id_token, type: 'email', name: reader.name, email: reader.email },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; token: string } };
  return { id: data.id, name: reader.name, token: data.token, email: reader.email, password: reader.password };
}

/** Ends a session from outside the browser, as signing out on another device does. */
export async function endSession(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/user_logout', { headers: { authorization: `Bearer ${token}` }, form: { access_key: ACCESS_KEY } });
  expect(response.ok(), await response.text()).toBe(true);
}
