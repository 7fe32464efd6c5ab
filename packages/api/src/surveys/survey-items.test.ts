import { describe, expect, it } from 'vitest';
import { percentages } from './survey-items';

describe('percentages', () => {
  it('is 0 for every option before the first answer', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([])).toEqual([]);
  });

  it('rounds each share to two decimals, equal counts to equal shares', () => {
    expect(percentages([1, 1, 1])).toEqual([33.33, 33.33, 33.33]);
    expect(percentages([2, 1])).toEqual([66.67, 33.33]);
    expect(percentages([1, 31])).toEqual([3.13, 96.88]);
    expect(percentages([5, 0])).toEqual([100, 0]);
  });

  it('adds up to 100 within 0.005 per option', () => {
    for (const counters of [[1, 1, 1], [1, 2, 3, 4, 5, 6, 7], [999, 1, 1], [7, 7, 7, 7, 7, 7], [12345, 678, 9]]) {
      const sum = percentages(counters).reduce((total, share) => total + share, 0);
      expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.005 * counters.length + 1e-9);
    }
  });
});
