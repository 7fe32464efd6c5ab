/**
 * The page-change state behind the progress bar (SPEC section 4: change start shows it, complete
 * or error hides it). A tiny external store, so the click listener, the route watcher and
 * callers of `router.push` can all reach it without React context.
 */
type Listener = () => void;

export interface NavigationProgress {
  /** A page change to another URL began. */
  start(): void;
  /** The page for `renderedRoute` has rendered (or the change failed): hide the bar. */
  done(renderedRoute?: string): void;
  isActive(): boolean;
  /** The route last rendered, as `routeKey` writes it. */
  renderedRoute(): string | null;
  subscribe(listener: Listener): () => void;
}

export function createNavigationProgress(): NavigationProgress {
  let active = false;
  let rendered: string | null = null;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (next === active) return;
    active = next;
    for (const listener of listeners) listener();
  };
  return {
    start: () => set(true),
    done(renderedRoute) {
      if (renderedRoute !== undefined) rendered = renderedRoute;
      set(false);
    },
    isActive: () => active,
    renderedRoute: () => rendered,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one instance. */
export const navigationProgress = createNavigationProgress();

/**
 * Call before `router.push(href)`/`router.replace(href)` to show the bar for a programmatic page
 * change. A change to the page already shown would never complete, so it does not start one.
 */
export function startNavigationProgress(href: string, progress: NavigationProgress = navigationProgress): void {
  const current = progress.renderedRoute();
  if (current !== null) {
    const target = new URL(href, `http://site${current}`);
    if (routeKey(target.pathname, target.search) === current) return;
  }
  progress.start();
}

/**
 * Path plus query in one spelling (path decoded, query re-serialized), so that `usePathname()` +
 * `useSearchParams()` and `location` compare equal (`%20` and `+`, encoded and plain paths).
 */
export function routeKey(pathname: string, search: string): string {
  const query = new URLSearchParams(search).toString();
  return safeDecode(pathname) + (query ? `?${query}` : '');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface LinkTarget {
  /** The anchor's resolved absolute href. */
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether a click on a link starts a page change inside this tab and app: a plain left click on
 * a same-origin link to another path or query. New tabs, downloads, other sites and jumps
 * within the page do not.
 */
export function isPageChangeClick(click: LinkClick, link: LinkTarget, current: URL): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let next: URL;
  try {
    next = new URL(link.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return routeKey(next.pathname, next.search) !== routeKey(current.pathname, current.search);
}
