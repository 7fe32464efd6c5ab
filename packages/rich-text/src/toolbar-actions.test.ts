import { describe, expect, it } from 'vitest';
import { nextToolIndex } from './toolbar-actions';

// Moved here from the writers' desk's draft tests with the editor.
describe('the formatting toolbar', () => {
  it('moves through the toolbar with the arrows, swapped on a right-to-left page', () => {
    expect(nextToolIndex('ArrowRight', 0, 5, false)).toBe(1);
    expect(nextToolIndex('ArrowLeft', 0, 5, false)).toBe(4);
    expect(nextToolIndex('ArrowLeft', 0, 5, true)).toBe(1);
    expect(nextToolIndex('End', 0, 5, false)).toBe(4);
    expect(nextToolIndex('Home', 3, 5, true)).toBe(0);
    expect(nextToolIndex('a', 3, 5, true)).toBeNull();
  });
});
