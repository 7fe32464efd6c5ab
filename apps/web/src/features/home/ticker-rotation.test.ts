import { describe, expect, it } from 'vitest';
import { rotates, stepHeadline } from './ticker-rotation';

describe('stepHeadline', () => {
  it('moves forward and wraps to the first after the last', () => {
    expect(stepHeadline(0, 1, 3)).toBe(1);
    expect(stepHeadline(2, 1, 3)).toBe(0);
  });

  it('moves back and wraps to the last before the first', () => {
    expect(stepHeadline(0, -1, 3)).toBe(2);
    expect(stepHeadline(1, -1, 3)).toBe(0);
  });

  it('stays in range when the list shrank under it, and with no headline at all', () => {
    expect(stepHeadline(5, 0, 2)).toBe(1);
    expect(stepHeadline(0, 1, 0)).toBe(0);
  });
});

describe('rotates', () => {
  const playing = { playing: true, hovered: false, focused: false, count: 4 };

  it('turns while playing with nobody on it', () => {
    expect(rotates(playing)).toBe(true);
  });

  it('holds when paused, pointed at, focused, or with a single headline', () => {
    expect(rotates({ ...playing, playing: false })).toBe(false);
    expect(rotates({ ...playing, hovered: true })).toBe(false);
    expect(rotates({ ...playing, focused: true })).toBe(false);
    expect(rotates({ ...playing, count: 1 })).toBe(false);
  });
});
