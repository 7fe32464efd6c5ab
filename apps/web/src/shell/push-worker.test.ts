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
function loadWorker(windows: FakeWindow[] = [], saved: Record<string, unknown> | null = null) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const showNotification = vi.fn(async () => {});
  // Cache Storage holding what a page told the worker (one entry is all it keeps).
  let config: string | null = saved ? JSON.stringify(saved) : null;
  const cache = {
    match: vi.fn(async () => (config === null ? undefined : new Response(config))),
    put: vi.fn(async (_key: string, response: Response) => void (config = await response.text())),
  };
  const caches = { open: vi.fn(async () => cache) };
  const subscribe = vi.fn(async () => ({ toJSON: () => ({ endpoint: 'https://push.example.net/new', keys: {} }) }));
  const fetch = vi.fn(async () => new Response('{}'));
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null), claim: vi.fn(async () => {}) };
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification, pushManager: { subscribe } },
    location: { origin: ORIGIN },
    clients,
    skipWaiting: vi.fn(),
  };
  runInNewContext(WORKER_SOURCE, { self, clients, caches, URL, Response, FormData, fetch, atob, Uint8Array, console });
  async function dispatch(type: string, event: object) {
    const pending: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { dispatch, showNotification, clients, subscribe, fetch, savedConfig: () => (config === null ? null : (JSON.parse(config) as unknown)) };
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

  it('hands a malformed message to the page as one it cannot read, which the page reports', async () => {
    const page = fakeWindow(`${ORIGIN}/`, true);
    const worker = loadWorker([page]);
    await worker.dispatch('push', pushOf('not json at all'));
    await worker.dispatch('push', pushOf({ image: 'https://news.test/i.webp' }));
    expect(page.postMessage).toHaveBeenNthCalledWith(1, { type: PUSH_MESSAGE_TYPE, payload: null });
    expect(page.postMessage).toHaveBeenNthCalledWith(2, { type: PUSH_MESSAGE_TYPE, payload: null });
  });

  it('opens our article links in the language the reader reads the site in', async () => {
    const worker = loadWorker([], { languagePrefix: '/ar' });
    await worker.dispatch('push', pushOf({ title: 'Storm', url: '/news/storm' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('Storm', expect.objectContaining({ data: { url: '/ar/news/storm' } }));
    await worker.dispatch('push', pushOf({ title: 'Storm', url: '/fr/news/storm' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('Storm', expect.objectContaining({ data: { url: '/fr/news/storm' } }));
    await worker.dispatch('push', pushOf({ title: 'Elsewhere', url: 'https://other.test/news/x' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('Elsewhere', expect.objectContaining({ data: { url: 'https://other.test/news/x' } }));
  });

  it('keeps what the page tells it, and registers a rotated subscription with it', async () => {
    const worker = loadWorker();
    const config = { apiBase: '/api/', accessKey: '5670', vapidPublicKey: 'BAAA', languageId: 3, languagePrefix: '/ar', readerToken: 'reader-token', breakingNews: false, categoryIds: [4, 7], latitude: 33.9, longitude: 35.5 };
    await worker.dispatch('message', { data: { type: 'push-config', config } });
    expect(worker.savedConfig()).toEqual(config);

    await worker.dispatch('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: new Uint8Array([4]) } } });
    expect(worker.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([4]) });
    const [url, init] = worker.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register_token');
    expect(init.headers).toEqual({ authorization: 'Bearer reader-token' });
    const form = init.body as FormData;
    const fields = ['access_key', 'token', 'language_id', 'breaking_news', 'category_ids', 'latitude', 'longitude'];
    expect(Object.fromEntries(fields.map((field) => [field, form.get(field)]))).toEqual({
      access_key: '5670',
      token: JSON.stringify({ endpoint: 'https://push.example.net/new', keys: {} }),
      language_id: '3',
      breaking_news: '0',
      category_ids: '4,7',
      latitude: '33.9',
      longitude: '35.5',
    });
  });

  it('leaves a rotated subscription alone when no page ever told it where to register', async () => {
    const worker = loadWorker();
    await worker.dispatch('pushsubscriptionchange', {});
    expect(worker.subscribe).not.toHaveBeenCalled();
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});
