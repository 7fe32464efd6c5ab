import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { SearchButton } from './search-button';

// What the App Router provides around a page (Next's own contexts; only this test needs them).
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };

function renderOnServer(node: React.ReactNode) {
  return renderToString(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <PathnameContext.Provider value="/">
        <SearchParamsContext.Provider value={new URLSearchParams()}>{node}</SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
}

describe('<AppProviders> on the server', () => {
  it('renders the page content at once, with the idle progress bar hidden and the search popup closed', () => {
    vi.useFakeTimers();
    try {
      const html = renderOnServer(
        <AppProviders language={{ id: 1, code: 'en', name: 'English' }}>
          <main>
            <h1>Front page</h1>
            <SearchButton />
          </main>
        </AppProviders>,
      );
      expect(typeof window).toBe('undefined');
      expect(html).toContain('<h1>Front page</h1>');
      expect(html).toMatch(/<div role="progressbar" aria-label="Loading page"[^>]*hidden=""/);
      expect(html).toMatch(/<dialog class="search-popup[ "]/);
      expect(html).not.toMatch(/<dialog[^>]* open/);
      // The front page of the default language: its URLs have no /en prefix.
      expect(html).toContain('action="/search"');
      expect(html).toMatch(/<button type="button" aria-label="Search" aria-haspopup="dialog" aria-expanded="false"/);
      // Nothing left running on the server: the saved state only loads in the browser.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
