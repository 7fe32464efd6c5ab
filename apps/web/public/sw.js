/* global self, clients */
// The push-notification worker (SPEC section 2). Registered from this fixed root path after the
// page has loaded, so its scope is the whole site. It only shows pushed messages and opens their
// link; it does not cache pages.

const DEFAULT_TITLE = 'News';

// A new version takes over at once, and controls the open tabs so a click can reuse them.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Accepts our Web Push payload ({title, body|message, image, icon, url|click_action, tag}) and
// the shape cloud-messaging senders use ({notification: {...}, data: {...}}).
function readPayload(event) {
  if (!event.data) return {};
  try {
    const json = event.data.json();
    if (json && typeof json === 'object') {
      const notification = json.notification && typeof json.notification === 'object' ? json.notification : {};
      const data = json.data && typeof json.data === 'object' ? json.data : {};
      return { ...data, ...notification, ...json };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { body: event.data.text() };
}

function text(value) {
  return typeof value === 'string' ? value : '';
}

// Must match PUSH_MESSAGE_TYPE in src/shell/foreground-push.tsx.
const PUSH_MESSAGE_TYPE = 'push-message';

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const message = {
    title: text(payload.title) || DEFAULT_TITLE,
    body: text(payload.body) || text(payload.message),
    url: text(payload.url) || text(payload.click_action) || text(payload.link) || '/',
    image: text(payload.image),
  };
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A reader looking at the site gets the message in the page (a toast), not as a system notification.
      const watching = windows.filter((client) => client.visibilityState === 'visible' && client.focused);
      if (watching.length > 0) {
        for (const client of watching) client.postMessage({ type: PUSH_MESSAGE_TYPE, payload: message });
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
