import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { ACCESS_KEY, type TestApi } from '@newsroom/api/testing';
import { makeStore } from '../state/store';
import { selectToken } from '../state/select';
import { loggedIn } from '../state/user-slice';
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

/**
 * A signed-in reader's call step with a query client of its own (no retries, as a test wants).
 * `watchNextRequest` runs a check just as the next request leaves: for a mutation, after its
 * optimistic update and before the answer.
 */
export async function signedInQueryClient(api: TestApi) {
  const reader = await api.signedInUser();
  let beforeNextRequest: (() => void) | null = null;
  const client = testClient(api, {
    fetch: async (url, init) => {
      const before = beforeNextRequest;
      beforeNextRequest = null;
      before?.();
      return api.app.request(url, init);
    },
  });
  client.store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...client, reader, queryClient, watchNextRequest: (check: () => void) => void (beforeNextRequest = check) };
}

/**
 * Runs a mutation as a component would, and returns what `meanwhile` read from the cache while
 * the call was on its way: TanStack Query runs `onMutate` before the mutation's request, so the
 * read sees the optimistic update and not yet the answer.
 */
export async function mutateWatching<Variables>(
  session: Awaited<ReturnType<typeof signedInQueryClient>>,
  options: object,
  variables: Variables,
  meanwhile: () => unknown,
) {
  let seen: unknown;
  session.watchNextRequest(() => {
    seen = meanwhile();
  });
  const observer = new MutationObserver(session.queryClient, options as never);
  await (observer.mutate as (variables: Variables) => Promise<unknown>)(variables).catch(() => undefined);
  return seen;
}
