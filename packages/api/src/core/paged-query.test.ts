import { describe, expect, it } from 'vitest';
import { readPage } from './paged-query';

/** A count that records whether it was read (Drizzle's queries run only when awaited). */
function lazyCount(total: number): PromiseLike<Array<{ total: number }>> & { read: boolean } {
  const count = {
    read: false,
    then: ((onFulfilled, onRejected) => {
      count.read = true;
      return Promise.resolve([{ total }]).then(onFulfilled, onRejected);
    }) as PromiseLike<Array<{ total: number }>>['then'],
  };
  return count;
}

describe('readPage', () => {
  it('counts the whole list beside the page', async () => {
    const count = lazyCount(42);
    const page = await readPage({ rows: Promise.resolve([1, 2]), count }, (rows) => rows.map(String));
    expect(page).toEqual({ items: ['1', '2'], total: 42 });
    expect(count.read).toBe(true);
  });

  it('takes a small first page that is not full as the whole list, without counting', async () => {
    const count = lazyCount(99);
    const page = await readPage({ rows: Promise.resolve([7]), count, small: { offset: 0, limit: 10 } }, (rows) => rows);
    expect(page).toEqual({ items: [7], total: 1 });
    expect(count.read).toBe(false);
  });

  it('counts a small list when its page is full or starts further on', async () => {
    const full = lazyCount(3);
    expect((await readPage({ rows: Promise.resolve([1, 2]), count: full, small: { offset: 0, limit: 2 } }, (rows) => rows)).total).toBe(3);
    const further = lazyCount(5);
    expect((await readPage({ rows: Promise.resolve([]), count: further, small: { offset: 4, limit: 2 } }, (rows) => rows)).total).toBe(5);
  });
});
