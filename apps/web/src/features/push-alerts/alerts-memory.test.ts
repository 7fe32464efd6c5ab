import { describe, expect, it } from 'vitest';
import { ALERTS_MEMORY_KEY, countStoryRead, READS_BEFORE_OFFER, readAlertsMemory, registrationSignature, updateAlertsMemory } from './alerts-memory';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('what the browser remembers about news alerts', () => {
  it('starts with breaking news as the one topic and nothing read', () => {
    expect(readAlertsMemory(memoryStorage())).toEqual({ storiesRead: 0, offerDismissed: false, topics: { breakingNews: true, categoryIds: [] }, registered: null });
  });

  it('survives a broken or hand-edited entry', () => {
    expect(readAlertsMemory(memoryStorage({ [ALERTS_MEMORY_KEY]: '{not json' })).storiesRead).toBe(0);
    const edited = memoryStorage({ [ALERTS_MEMORY_KEY]: JSON.stringify({ storiesRead: 'many', topics: { breakingNews: false, categoryIds: [3, -1, 'x', 2.5] } }) });
    expect(readAlertsMemory(edited)).toMatchObject({ storiesRead: 0, topics: { breakingNews: false, categoryIds: [3] } });
  });

  it('counts stories read up to the offer, and remembers a dismissed offer', () => {
    const storage = memoryStorage();
    expect(countStoryRead(storage).storiesRead).toBe(1);
    for (let i = 0; i < 5; i += 1) countStoryRead(storage);
    expect(readAlertsMemory(storage).storiesRead).toBe(READS_BEFORE_OFFER);
    updateAlertsMemory({ offerDismissed: true }, storage);
    expect(readAlertsMemory(storage)).toMatchObject({ storiesRead: READS_BEFORE_OFFER, offerDismissed: true });
  });

  it('changes its registration signature with whatever register_token stores, not with the order of categories', () => {
    const base = { token: '{"endpoint":"https://push.example.net/1"}', languageId: 1, readerId: null, latitude: null, longitude: null, topics: { breakingNews: true, categoryIds: [2, 1] } };
    expect(registrationSignature(base)).toBe(registrationSignature({ ...base, topics: { breakingNews: true, categoryIds: [1, 2] } }));
    for (const changed of [{ languageId: 2 }, { readerId: 7 }, { latitude: 1, longitude: 2 }, { token: 'other' }, { topics: { breakingNews: false, categoryIds: [1, 2] } }]) {
      expect(registrationSignature({ ...base, ...changed })).not.toBe(registrationSignature(base));
    }
  });
});
