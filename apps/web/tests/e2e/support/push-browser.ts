import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * A Web Push subscription as a browser makes one: real P-256 keys (RFC 8291), and an endpoint
 * on a public https push service that nothing sends to (its private key is thrown away), for
 * tests where no push is sent. Chromium's own push service cannot be reached offline, so the
 * page's PushManager hands out this one instead (fakePushManager); where a push is sent, tests
 * hand out a subscription of the local push service instead (support/local-push.ts).
 */
export function testSubscription() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return {
    endpoint: `https://push.example.net/wpush/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export type TestSubscription = ReturnType<typeof testSubscription>;

/**
 * Replaces PushManager's subscribe/getSubscription in the page with ones that hand out `subscription`
 * (kept across page loads in sessionStorage), and counts permission requests and unsubscribes
 * (`window.pushTest`), so a test can tell that nothing asked on page load.
 */
export async function fakePushManager(page: Page, subscription: TestSubscription) {
  await page.addInitScript((json) => {
    const KEY = 'test-push-subscription';
    const probe = { permissionAsked: 0, unsubscribed: 0, applicationServerKey: '' };
    (window as unknown as { pushTest: typeof probe }).pushTest = probe;
    const toBase64Url = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const make = (key: ArrayBuffer) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        probe.unsubscribed += 1;
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    const saved = () => {
      const key = sessionStorage.getItem(KEY);
      return key === null ? null : make(Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer);
    };
    PushManager.prototype.getSubscription = async () => saved() as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      probe.applicationServerKey = toBase64Url(key.slice().buffer);
      sessionStorage.setItem(KEY, probe.applicationServerKey);
      return saved() as unknown as PushSubscription;
    };
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (async () => {
      probe.permissionAsked += 1;
      return ask();
    }) as typeof Notification.requestPermission;
  }, subscription);
}

export async function pushProbe(page: Page) {
  return page.evaluate(() => (window as unknown as { pushTest: { permissionAsked: number; unsubscribed: number; applicationServerKey: string } }).pushTest);
}

/**
 * Delivers a push message to the site's worker the way the browser's push service would, through
 * the DevTools protocol: the worker's own `push` event runs with this data.
 */
export async function pushDelivery(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
}

/** The worker is registered and active for the whole site, from the root path. */
export async function expectPushWorker(page: Page) {
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  expect(new URL(worker.scope).pathname).toBe('/');
  expect(new URL(worker.script).pathname).toBe('/sw.js');
}
