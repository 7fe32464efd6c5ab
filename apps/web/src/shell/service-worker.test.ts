import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_PATH, registerServiceWorkerAfterLoad, type ServiceWorkerHost } from './service-worker';

function fakeHost(readyState: DocumentReadyState, register?: ReturnType<typeof vi.fn>) {
  const listeners: (() => void)[] = [];
  const host: ServiceWorkerHost = {
    document: { readyState },
    navigator: register ? { serviceWorker: { register } as unknown as ServiceWorkerContainer } : {},
    addEventListener: (_type, listener) => void listeners.push(listener),
    removeEventListener: (_type, listener) => void listeners.splice(listeners.indexOf(listener), 1),
  };
  return { host, load: () => listeners.splice(0).forEach((listener) => listener()), listeners };
}

describe('push worker registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event, then registers the fixed root path for the whole site', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const register = vi.fn().mockResolvedValue({ scope: 'https://news.test/' });
    const { host, load } = fakeHost('interactive', register);
    registerServiceWorkerAfterLoad(host);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/' });
    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('[push] service worker registered for', 'https://news.test/'));
  });

  it('registers at once when the page has already loaded', () => {
    const register = vi.fn().mockResolvedValue({ scope: '/' });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    registerServiceWorkerAfterLoad(fakeHost('complete', register).host);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed registration, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rejected = vi.fn().mockRejectedValue(new Error('insecure'));
    registerServiceWorkerAfterLoad(fakeHost('complete', rejected).host);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    const throwing = vi.fn(() => {
      throw new Error('SecurityError');
    });
    expect(() => registerServiceWorkerAfterLoad(fakeHost('complete', throwing).host)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers are unsupported, or on the server', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => registerServiceWorkerAfterLoad(fakeHost('complete').host)).not.toThrow();
    expect(() => registerServiceWorkerAfterLoad()).not.toThrow();
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled before the page has loaded', () => {
    const register = vi.fn();
    const { host, listeners } = fakeHost('loading', register);
    const cancel = registerServiceWorkerAfterLoad(host);
    cancel();
    expect(listeners).toHaveLength(0);
  });
});
