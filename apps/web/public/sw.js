/* global self, clients, caches */
// The push-notification worker (SPEC section 2). Registered from this fixed root path after the
// page has loaded, so its scope is the whole site. It shows pushed messages, opens their link in
// the reader's language, and registers a rotated subscription; it does not cache pages.

const DEFAULT_TITLE = 'News';

// A new version takes over at once, and controls the open tabs so a click can reuse them.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Must match the names in src/shell/foreground-push.tsx and src/features/push-alerts/browser-push.ts.
const PUSH_MESSAGE_TYPE = 'push-message';
const PUSH_CONFIG_TYPE = 'push-config';

// What the page last told the worker (API address, language, reader, topics), kept where a
// worker woken up later finds it: a worker keeps nothing in memory between events.
const CONFIG_CACHE = 'push-alerts';
const CONFIG_KEY = '/push-alerts/config.json';

function readConfig() {
  if (typeof caches === 'undefined') return Promise.resolve(null);
  return caches
    .open(CONFIG_CACHE)
    .then((cache) => cache.match(CONFIG_KEY))
    .then((response) => (response ? response.json() : null))
    .catch(() => null);
}

function saveConfig(config) {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.open(CONFIG_CACHE).then((cache) => cache.put(CONFIG_KEY, new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } })));
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== PUSH_CONFIG_TYPE || typeof data.config !== 'object') return;
  event.waitUntil(saveConfig(data.config));
});

// Accepts our Web Push payload ({title, body|message, image, icon, url|click_action, tag}) and
// the shape cloud-messaging senders use ({notification: {...}, data: {...}}). `valid` is false
// for anything else (not a JSON object, or neither title nor text): a page reports it.
function readPayload(event) {
  if (!event.data) return { payload: {}, valid: false };
  try {
    const json = event.data.json();
    if (json && typeof json === 'object' && !Array.isArray(json)) {
      const notification = json.notification && typeof json.notification === 'object' ? json.notification : {};
      const data = json.data && typeof json.data === 'object' ? json.data : {};
      const payload = { ...data, ...notification, ...json };
      return { payload, valid: Boolean(text(payload.title) || text(payload.body) || text(payload.message)) };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { payload: { body: event.data.text() }, valid: false };
}

function text(value) {
  return typeof value === 'string' ? value : '';
}

/**
 * Our own article and home paths carry the language's prefix (`/ar/news/…`); a link sent without
 * one opens in the language the reader reads the site in.
 */
function inReaderLanguage(url, config) {
  const prefix = config && typeof config.languagePrefix === 'string' ? config.languagePrefix : '';
  if (!prefix || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url === '/') return prefix;
  return /^\/(news|breaking-news)\//.test(url) ? `${prefix}${url}` : url;
}

self.addEventListener('push', (event) => {
  const { payload, valid } = readPayload(event);
  const message = {
    title: text(payload.title) || DEFAULT_TITLE,
    body: text(payload.body) || text(payload.message),
    url: text(payload.url) || text(payload.click_action) || text(payload.link) || '/',
    image: text(payload.image),
  };
  event.waitUntil(
    Promise.all([clients.matchAll({ type: 'window', includeUncontrolled: true }), readConfig()]).then(([windows, config]) => {
      message.url = inReaderLanguage(message.url, config);
      // A reader looking at the site gets the message in the page (a toast), not as a system notification.
      const watching = windows.filter((client) => client.visibilityState === 'visible' && client.focused);
      if (watching.length > 0) {
        for (const client of watching) client.postMessage({ type: PUSH_MESSAGE_TYPE, payload: valid ? message : null });
        return undefined;
      }
      return self.registration.showNotification(message.title, {
        body: message.body,
        icon: text(payload.icon) || undefined,
        image: message.image || undefined,
        tag: text(payload.tag) || undefined,
        data: { url: message.url },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      // Reuse one of our tabs when the link stays on this site, else open a new window.
      const ours = target.origin === self.location.origin ? windows.find((client) => 'navigate' in client) : undefined;
      if (!ours) return clients.openWindow(target.href);
      // navigate() only works on a tab this worker controls; otherwise open a new one.
      return ours
        .navigate(target.href)
        .then((client) => (client || ours).focus())
        .catch(() => clients.openWindow(target.href));
    }),
  );
});

function base64UrlBytes(value) {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

// The push service replaced (or dropped) the subscription: subscribe again with the site's key and
// register the new one as the page would, so alerts keep coming without a visit.
function registerAgain(config, subscription) {
  const form = new FormData();
  form.append('access_key', config.accessKey);
  form.append('token', JSON.stringify(subscription));
  form.append('language_id', String(config.languageId));
  form.append('breaking_news', config.breakingNews ? '1' : '0');
  form.append('category_ids', (config.categoryIds || []).join(','));
  if (typeof config.latitude === 'number' && typeof config.longitude === 'number') {
    form.append('latitude', String(config.latitude));
    form.append('longitude', String(config.longitude));
  }
  const headers = config.readerToken ? { authorization: `Bearer ${config.readerToken}` } : {};
  return fetch(`${config.apiBase.replace(/\/$/, '')}/register_token`, { method: 'POST', body: form, headers });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    readConfig().then((config) => {
      if (!config || !config.vapidPublicKey) return undefined;
      const key = (event.oldSubscription && event.oldSubscription.options.applicationServerKey) || base64UrlBytes(config.vapidPublicKey);
      const renewed = event.newSubscription
        ? Promise.resolve(event.newSubscription)
        : self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      return renewed
        .then((subscription) => registerAgain(config, subscription))
        .catch((error) => console.error('[push] could not renew the subscription:', error));
    }),
  );
});
