import { vi } from 'vitest';
import { ACCESS_KEY, type TestApi } from '@newsroom/api/testing';
import { makeStore } from '../state/store';
import { selectToken } from '../state/select';
import { createCallStep, type CallStepDeps, type FetchLike } from './call-step';

/** The call step wired to the real API app in-process, a fresh store and recorded toasts. */
export function testClient(api: TestApi, overrides: Partial<CallStepDeps> = {}) {
  const store = makeStore();
  const notify = { success: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    // In-process requests ignore the signal; a browser's fetch rejects a cancelled call like this.
    if (init.signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    return api.app.request(url, init);
  };
  const call = createCallStep({
    config: { baseUrl: 'http://news.test/api', accessKey: ACCESS_KEY },
    notify,
    fetch,
    getToken: () => selectToken(store.getState()),
    dispatch: store.dispatch,
    ...overrides,
  });
  return { call, store, notify, sent };
}
