import { describe, expect, it } from 'vitest';
import { PUSH_HANDLING_ERROR, PUSH_MESSAGE_TYPE, readForegroundPush } from './foreground-push';

describe('foreground push messages', () => {
  it('reads the message the push worker posts', () => {
    expect(readForegroundPush({ type: PUSH_MESSAGE_TYPE, payload: { title: 'Storm', body: 'Winds at 120', url: '/news/storm' } })).toEqual({
      title: 'Storm',
      body: 'Winds at 120',
      url: '/news/storm',
    });
    expect(readForegroundPush({ type: PUSH_MESSAGE_TYPE, payload: { title: 'Only a title' } })).toEqual({ title: 'Only a title', body: '', url: '/' });
  });

  it('ignores other worker messages', () => {
    expect(readForegroundPush({ type: 'other' })).toBeNull();
    expect(readForegroundPush('hello')).toBeNull();
  });

  it('rejects a malformed push message, which the page reports with the spec toast', () => {
    expect(() => readForegroundPush({ type: PUSH_MESSAGE_TYPE })).toThrow();
    expect(() => readForegroundPush({ type: PUSH_MESSAGE_TYPE, payload: { body: 'no title' } })).toThrow();
    expect(PUSH_HANDLING_ERROR).toBe('Error handling notification.');
  });
});
