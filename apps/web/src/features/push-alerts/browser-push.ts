/**
 * The browser's side of Web Push: whether it can, the permission, and the subscription with the
 * site's VAPID key. The push worker (public/sw.js) is registered by the shell after load; these
 * wait for it rather than register it.
 */

/** Must match PUSH_CONFIG_TYPE in public/sw.js. */
export const PUSH_CONFIG_TYPE = 'push-config';

/** Alerts need a push worker, the Push API and notifications; without them nothing is offered. */
export function canPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The application server key as the Push API wants it (bytes of the base64url text). */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Subscribes this browser with the site's key. A subscription made with an older key (the site's
 * keys were replaced) cannot be reused: the push service refuses a second key, so it goes first.
 */
export async function subscribe(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = vapidKeyBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The push token register_token takes: the subscription's JSON. */
export function pushTokenOf(subscription: PushSubscription): string {
  return JSON.stringify(subscription.toJSON());
}

/** What the worker needs to register a rotated subscription on its own (public/sw.js). */
export interface WorkerConfig {
  apiBase: string;
  accessKey: string;
  vapidPublicKey: string;
  languageId: number;
  /** `/ar` for a language with a prefix in the site's addresses, "" for the default one. */
  languagePrefix: string;
  readerToken: string | null;
  breakingNews: boolean;
  categoryIds: number[];
  latitude: number | null;
  longitude: number | null;
}

export async function tellWorker(config: WorkerConfig): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: PUSH_CONFIG_TYPE, config });
}
