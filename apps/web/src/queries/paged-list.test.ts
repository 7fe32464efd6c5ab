import { describe, expect, it } from 'vitest';
import { listPage, listTotal, mergedItems, nextRange, wholeList, withoutItem, type ListPage, type PagedList } from './paged-list';

const page = (ids: number[], total: number): ListPage<{ id: number }> => ({ items: ids.map((id) => ({ id })), total });
const list = (...pages: ListPage<{ id: number }>[]): PagedList<{ id: number }> => ({ pages, pageParams: pages.map((_, index) => ({ offset: index * 2, limit: 2 })) });

describe('a paged list in the query cache ("load more")', () => {
  it('shows every loaded item once, even when the list moved between two pages', () => {
    expect(mergedItems(list(page([5, 4], 5), page([4, 3], 5))).map((item) => item.id)).toEqual([5, 4, 3]);
    expect(mergedItems(undefined)).toEqual([]);
  });

  it('asks for the next page after the items shown, and for none once the total is shown', () => {
    const next = nextRange(2);
    expect(next(page([2, 1], 3), [page([5, 4], 5), page([4, 3], 5)])).toEqual({ offset: 3, limit: 2 });
    expect(next(page([2, 1], 0), [page([3, 2], 3), page([1], 0)])).toBeUndefined();
  });

  it('keeps the first page’s total: an empty last page ("No Data Found") says 0', () => {
    expect(listTotal(list(page([3, 2], 3), page([], 0)))).toBe(3);
    expect(listPage({ error: 'true', message: 'No Data Found', data: [] })).toEqual({ items: [], total: 0 });
  });

  it('takes a list a write answered in full as its one page, asked back at the same length', () => {
    expect(wholeList(page([9, 8, 7], 3), 25)).toEqual({ pages: [page([9, 8, 7], 3)], pageParams: [{ offset: 0, limit: 25 }] });
  });

  it('drops a removed item from every page and counts one less; an unknown id changes nothing', () => {
    const before = list(page([5, 4], 5), page([3, 2], 5));
    const after = withoutItem(before, 4)!;
    expect(mergedItems(after).map((item) => item.id)).toEqual([5, 3, 2]);
    expect(listTotal(after)).toBe(4);
    expect(withoutItem(before, 99)).toBe(before);
  });
});
