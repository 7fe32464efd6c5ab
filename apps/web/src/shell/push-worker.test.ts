import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGE_TYPE } from './foreground-push';

const WORKER_SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://news.test';

interface FakeWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  focused: boolean;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, watching = false): FakeWindow {
  const client: FakeWindow = {
    url,
    visibilityState: watching ? 'visible' : 'hidden',
    focused: watching,
    postMessage: vi.fn(),
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
  };
  return client;
}

/** Runs public/sw.js against a fake worker global and returns its event handlers. */
function loadWorker(windows: FakeWindow[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const showNotification = vi.fn(async () => {});
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null), claim: vi.fn(async () => {}) };
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification },
    location: { origin: ORIGIN },
    clients,
    skipWaiting: vi.fn(),
  };
  runInNewContext(WORKER_SOURCE, { self, clients, URL });
  async function dispatch(type: string, event: object) {
    const pending: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { dispatch, showNotification, clients };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload), text: () => String(payload) },
});

describe('the push worker (public/sw.js)', () => {
  it('shows a pushed JSON message as a notification that remembers its link', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'Storm warning', body: 'Winds at 120', url: '/news/storm', image: 'https://news.test/i.webp' }));
    expect(worker.showNotification).toHaveBeenCalledWith('Storm warning', expect.objectContaining({ body: 'Winds at 120', image: 'https://news.test/i.webp', data: { url: '/news/storm' } }));
  });

  it('understands the cloud-messaging shape and plain text', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ notification: { title: 'Goal', body: '1-0', click_action: '/news/goal' } }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('Goal', expect.objectContaining({ body: '1-0', data: { url: '/news/goal' } }));
    await worker.dispatch('push', pushOf('not json at all'));
    expect(worker.showNotification).toHaveBeenLastCalledWith('News', expect.objectContaining({ body: 'not json at all', data: { url: '/' } }));
  });

  it('hands the message to a page the reader is looking at instead', async () => {
    const page = fakeWindow(`${ORIGIN}/`, true);
    const worker = loadWorker([page, fakeWindow(`${ORIGIN}/fr`)]);
    await worker.dispatch('push', pushOf({ title: 'Storm', url: '/news/storm' }));
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(page.postMessage).toHaveBeenCalledWith({ type: PUSH_MESSAGE_TYPE, payload: { title: 'Storm', body: '', url: '/news/storm', image: '' } });
  });

  it('a click focuses the tab already showing the link, or opens it', async () => {
    const close = vi.fn();
    const open = fakeWindow(`${ORIGIN}/news/storm`);
    const worker = loadWorker([open]);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: '/news/storm' } } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: '/news/other' } } });
    expect(none.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/news/other`);
  });

  it('a click reuses another tab of the site by navigating it', async () => {
    const tab = fakeWindow(`${ORIGIN}/`);
    const worker = loadWorker([tab]);
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/news/storm' } } });
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/news/storm`);
    expect(tab.focus).toHaveBeenCalled();
  });
});
