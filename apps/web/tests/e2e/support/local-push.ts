import { expect } from '@playwright/test';
import type { TestSubscription } from './push-browser';

/**
 * The local push service the browser tests run beside the site (playwright.config.ts starts
 * packages/api/test/push-service/browser-test-service.ts): it makes the subscriptions the
 * tests' pages hand out, and receives the site's real Web Push requests, checking their VAPID
 * proof and decrypting them with the subscription's private key, which it keeps.
 */

/** A message the service accepted: decrypted, and the headers the sender set. */
export interface ReceivedPush {
  payload: Record<string, unknown> | string;
  headers: { ttl?: string; urgency?: string; topic?: string };
  receivedAt: number;
  duplicate: boolean;
}

export interface ReceivedForEndpoint {
  deliveries: ReceivedPush[];
  /** Requests the service refused (no VAPID proof, unsubscribed…), with why. */
  refusals: { status: number; reason: string }[];
}

function controlUrl(pathAndQuery: string): string {
  const base = process.env.E2E_PUSH_CONTROL_URL;
  if (!base) throw new Error('E2E_PUSH_CONTROL_URL is set by playwright.config.ts');
  return `${base}${pathAndQuery}`;
}

async function control<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(controlUrl(pathAndQuery), body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`local push service: ${pathAndQuery} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A subscription of the local push service, made for the site's VAPID public key as the browser's
 * push service would (the service refuses a push signed with another key).
 */
export function localSubscription(applicationServerKey: string): Promise<TestSubscription> {
  return control<TestSubscription>('/subscriptions', { applicationServerKey });
}

/** What the service has received for this subscription so far. */
export function receivedFor(subscription: TestSubscription): Promise<ReceivedForEndpoint> {
  return control<ReceivedForEndpoint>(`/messages?endpoint=${encodeURIComponent(subscription.endpoint)}`);
}

export interface CommentJson {
  id: number;
  message: string;
  replay: CommentJson[];
}

/** The id of the reply with this text under the comment `parentId`, from set_comment's answer. */
export function replyIdOf(comments: CommentJson[], parentId: number, text: string): number {
  return comments.find((item) => item.id === parentId)!.replay.find((item) => item.message === text)!.id;
}

/**
 * Waits until the local push service has received and decrypted the server's push about this
 * reply (the queue's workers send it once the reply is stored), and answers it.
 */
export async function pushAboutReply(subscription: TestSubscription, replyId: number): Promise<ReceivedPush> {
  const about = async () => (await receivedFor(subscription)).deliveries.filter((push) => typeof push.payload === 'object' && push.payload.comment_id === replyId);
  await expect.poll(async () => (await about()).length, { message: `the push about reply ${replyId} at ${subscription.endpoint}`, timeout: 20_000 }).toBeGreaterThan(0);
  return (await about())[0]!;
}
