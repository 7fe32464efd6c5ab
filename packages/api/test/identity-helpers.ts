import { readOutbox, type OutboxMessage } from '../src/identity/outbox';
import type { TestApi } from './harness';

/** Every message the identity service has sent so far (once the background deliveries are done). */
export async function outbox(api: TestApi): Promise<OutboxMessage[]> {
  await api.deps.identity.deliveries.idle();
  return readOutbox(api.deps.config.identity.outboxDir);
}

/** The newest message sent to an address or number; fails the test when there is none. */
export async function lastMessageTo(api: TestApi, to: string): Promise<OutboxMessage> {
  const message = (await outbox(api)).filter((item) => item.to === to).at(-1);
  if (!message) throw new Error(`no message was sent to ${to}`);
  return message;
}

export const messagesTo = async (api: TestApi, to: string) => (await outbox(api)).filter((item) => item.to === to);

/** The `token` query parameter of an email link. */
export function linkToken(message: OutboxMessage): string {
  const token = message.link ? new URL(message.link).searchParams.get('token') : null;
  if (!token) throw new Error(`the message to ${message.to} carries no link token`);
  return token;
}

/** Each caller gets its own network address, so per-address limits of one test do not touch another. */
let lastAddress = 0;
export function freshAddress(): Record<string, string> {
  lastAddress += 1;
  return { 'x-forwarded-for': `198.51.100.${lastAddress % 250}`, 'user-agent': `test-${lastAddress}` };
}

/** A reader with a confirmed email and password, signed in to the identity service. */
export async function confirmedReader(api: TestApi, email: string, password = 'Quiet-Harbour-42') {
  const headers = freshAddress();
  const signup = await api.call('identity_email_signup', { email, password }, { method: 'POST', headers });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  const verified = await api.call('identity_verify_email', { token: linkToken(await lastMessageTo(api, email)) }, { method: 'POST', headers });
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return { email, password, uid: verified.body.data.uid as string, idToken: verified.body.data.id_token as string };
}

/** Exchanges an identity token for the API's bearer token, as a client does. */
export function exchange(api: TestApi, uid: string, idToken: string, extra: Record<string, string> = {}) {
  return api.call('user_signup', { firebase_id: uid, id_token: idToken, ...extra }, { method: 'POST', headers: freshAddress() });
}
