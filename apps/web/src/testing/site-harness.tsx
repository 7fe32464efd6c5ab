import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { createTestApi, type TestApi } from '@newsroom/api/testing';
import type { CallStep } from '../api-client/call-step';
import { CallStepProvider } from '../api-client/call-step-context';
import { createQueryClient } from '../api-client/query-client';
import { publishApiDeps } from '../server/published-deps';
import { makeStore } from '../state/store';

/**
 * The API on a fresh test database, published for the pages' in-process reads as the process
 * entry publishes it. `closeSiteApi` undoes both.
 */
export async function openSiteApi(): Promise<TestApi> {
  const api = await createTestApi();
  publishApiDeps(api.deps);
  return api;
}

export async function closeSiteApi(api: TestApi): Promise<void> {
  delete (globalThis as { __newsroomApiDeps?: unknown }).__newsroomApiDeps;
  delete process.env.NEWSROOM_ENTRY_DEPS;
  await api.close();
}

/**
 * Server-renders components (awaited server components included) inside what the client parts
 * expect: a router, the store and a call step. Effects never run in a server render, so the call
 * step is never called.
 */
export function renderOnServer(node: ReactNode): string {
  const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
  return renderToString(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <Provider store={makeStore()}>
        <QueryClientProvider client={createQueryClient()}>
          <CallStepProvider call={vi.fn() as unknown as CallStep}>{node}</CallStepProvider>
        </QueryClientProvider>
      </Provider>
    </AppRouterContext.Provider>,
  );
}
