import { describe, expect, it } from 'vitest';
import { siteToday, storyStatus } from './story-status';

describe('a writer’s story status', () => {
  const today = '2026-03-10';

  it('waiting, refused and published as the editor left them', () => {
    expect(storyStatus({ status: 0, show_till: '' }, today)).toBe('pending');
    expect(storyStatus({ status: 2, show_till: '' }, today)).toBe('rejected');
    expect(storyStatus({ status: 1, show_till: '' }, today)).toBe('published');
  });

  it('a published story expires once its last day is over, not on it', () => {
    expect(storyStatus({ status: 1, show_till: '2026-03-10' }, today)).toBe('published');
    expect(storyStatus({ status: 1, show_till: '2026-03-09' }, today)).toBe('expired');
    // Waiting or refused says more than expired: approval is still what it needs.
    expect(storyStatus({ status: 0, show_till: '2026-03-01' }, today)).toBe('pending');
  });

  it('today is the site’s day, not the browser’s', () => {
    const lateInLondon = new Date('2026-03-10T23:30:00Z');
    expect(siteToday('Europe/London', lateInLondon)).toBe('2026-03-10');
    expect(siteToday('Asia/Tokyo', lateInLondon)).toBe('2026-03-11');
    expect(siteToday('Not/AZone', lateInLondon)).toBe('2026-03-10');
  });
});
