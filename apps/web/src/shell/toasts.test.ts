import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE_TOASTS, toastsBeyondLimit } from './toast-limit';
import { TOAST_OPTIONS, TOAST_POSITION } from './toasts';

const toastAt = (n: number, visible = true) => ({ id: `t${n}`, createdAt: 1000 + n, visible });

describe('toasts (SPEC section 9)', () => {
  it('sit at the top centre: 4 s by default, 2 s for success, no time-out while loading', () => {
    expect(TOAST_POSITION).toBe('top-center');
    expect(TOAST_OPTIONS.duration).toBe(4000);
    expect(TOAST_OPTIONS.success?.duration).toBe(2000);
    expect(TOAST_OPTIONS.loading?.duration).toBe(Infinity);
  });

  it('keep at most 20 visible: the oldest beyond that are dismissed', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    // react-hot-toast keeps the newest first.
    const toasts = Array.from({ length: 23 }, (_, n) => toastAt(22 - n));
    expect(toastsBeyondLimit(toasts)).toEqual(['t2', 't1', 't0']);
    expect(toastsBeyondLimit(toasts.slice(0, 20))).toEqual([]);
  });

  it('count only visible toasts, and break ties of the same millisecond by order', () => {
    const dismissed = Array.from({ length: 5 }, (_, n) => toastAt(100 + n, false));
    const visible = Array.from({ length: 21 }, (_, n) => ({ id: `same${n}`, createdAt: 5, visible: true }));
    expect(toastsBeyondLimit([...visible, ...dismissed])).toEqual(['same20']);
  });
});
