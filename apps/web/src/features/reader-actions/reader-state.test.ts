import { describe, expect, it } from 'vitest';
import { actionText } from './action-text';
import { nextReaction } from './reader-state';

describe('reader actions', () => {
  it('taps toggle a reaction or switch it', () => {
    expect(nextReaction(0, 1)).toBe(1);
    expect(nextReaction(1, 1)).toBe(0);
    expect(nextReaction(1, 2)).toBe(2);
    expect(nextReaction(2, 2)).toBe(0);
  });

  it("takes the newsroom's labels first, then the language's fallbacks", () => {
    expect(actionText('ar', null).share).toBe('مشاركة');
    expect(actionText('fr', { share: 'Diffuser' }).share).toBe('Diffuser');
    expect(actionText('xx', { like: ' ' }).like).toBe('Like');
  });
});
