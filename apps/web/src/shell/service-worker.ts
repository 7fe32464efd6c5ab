/**
 * The push worker's fixed path at the site root (apps/web/public/sw.js). Neither SPEC.md nor
 * API.md names the path; `/sw.js` serves Web Push, our default push service.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The parts of `window` the registration needs (a fake one in tests). */
export interface ServiceWorkerHost {
  document: { readyState: DocumentReadyState };
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
}

/**
 * Registers the push worker once the page has loaded (so it never competes with the first
 * render). The result is only logged (SPEC section 8); nothing here throws, also where service
 * workers are missing (old browsers, plain http). Returns a function that cancels a pending
 * registration.
 */
export function registerServiceWorkerAfterLoad(host: ServiceWorkerHost | undefined = browserHost()): () => void {
  const container = host?.navigator.serviceWorker;
  if (!host || !container) {
    console.info('[push] service workers are not supported here');
    return () => {};
  }
  const register = () => {
    try {
      container.register(SERVICE_WORKER_PATH, { scope: '/' }).then(
        (registration) => console.info('[push] service worker registered for', registration.scope),
        (error: unknown) => console.error('[push] service worker registration failed:', error),
      );
    } catch (error) {
      console.error('[push] service worker registration failed:', error);
    }
  };
  if (host.document.readyState === 'complete') {
    register();
    return () => {};
  }
  host.addEventListener('load', register, { once: true });
  return () => host.removeEventListener('load', register);
}

function browserHost(): ServiceWorkerHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as ServiceWorkerHost);
}
