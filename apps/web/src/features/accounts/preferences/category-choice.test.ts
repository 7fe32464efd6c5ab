import { describe, expect, it } from 'vitest';
import { categoryChoice, parseCategoryIds } from './category-choice';

describe("the reader's preferred categories", () => {
  it('are read from the comma string of get_user_by_id', () => {
    expect(parseCategoryIds('1,2, 12')).toEqual([1, 2, 12]);
    expect(parseCategoryIds('')).toEqual([]);
    expect(parseCategoryIds('0')).toEqual([]);
  });

  it("keep the other languages' choices when one language's screen is saved", () => {
    // 1-3 are this language's categories; 10 and 11 belong to another language.
    expect(categoryChoice([2, 10, 11], [1, 2, 3], [1, 3])).toBe('1,3,10,11');
    expect(categoryChoice([], [1, 2, 3], [3, 1])).toBe('1,3');
  });

  it('clear with 0 when nothing is chosen anywhere, and never send an id that is not on the screen', () => {
    expect(categoryChoice([2], [1, 2, 3], [])).toBe('0');
    expect(categoryChoice([], [1, 2], [2, 99])).toBe('2');
  });
});
