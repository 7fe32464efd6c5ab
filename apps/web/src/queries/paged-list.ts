import type { InfiniteData } from '@tanstack/react-query';
import type { Envelope } from '@newsroom/contract/envelope';

/** One answer of a paged list call: its items and the list's total at the time. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Which slice of the list a page asked for (the API's offset and limit). */
export interface PageRange {
  offset: number;
  limit: number;
}

export type PagedList<T> = InfiniteData<ListPage<T>, PageRange>;

/** What the readers of a list need of it (the hooks type their page ranges as unknown). */
type LoadedPages<T> = { pages: ListPage<T>[] } | undefined;

/** A list answer as a page; "No Data Found" (which `queryCall` resolves) is an empty one. */
export function listPage<T>(envelope: Envelope<T[]>): ListPage<T> {
  const items = Array.isArray(envelope.data) ? envelope.data : [];
  return { items, total: envelope.total ?? items.length };
}

/**
 * The items of every page loaded so far, each once: a list that moved between two pages (a new
 * comment pushes the rest down) would otherwise show an item twice.
 */
export function mergedItems<T extends { id: number }>(list: LoadedPages<T>): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const item of list?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items;
}

/**
 * The list's total: the first page's. A later page knows nothing new about it (and an empty
 * last page answers "No Data Found", total 0), and writes that change it rewrite the first page.
 */
export function listTotal(list: LoadedPages<unknown>): number {
  return list?.pages[0]?.total ?? 0;
}

export const firstRange = (pageSize: number): PageRange => ({ offset: 0, limit: pageSize });

/** The next page starts after the items shown; there is none once all of the total are shown. */
export function nextRange(pageSize: number) {
  return <T extends { id: number }>(_last: ListPage<T>, pages: ListPage<T>[]): PageRange | undefined => {
    const shown = mergedItems({ pages }).length;
    return shown < (pages[0]?.total ?? 0) ? { offset: shown, limit: pageSize } : undefined;
  };
}

/** A list a write answered in full (offset 0, `limit` items), as the one page of the cache. */
export function wholeList<T>(page: ListPage<T>, limit: number): PagedList<T> {
  return { pages: [page], pageParams: [{ offset: 0, limit }] };
}

/** The list without one item, its total one less: what a removal leaves on screen at once. */
export function withoutItem<T extends { id: number }>(list: PagedList<T> | undefined, id: number): PagedList<T> | undefined {
  if (!list || !list.pages.some((page) => page.items.some((item) => item.id === id))) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({ items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) })),
  };
}
