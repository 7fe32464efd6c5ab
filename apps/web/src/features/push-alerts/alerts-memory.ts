/**
 * What the browser remembers about news alerts, in local storage (not the saved Redux state: it
 * must outlive a sign-out, which resets the reader's state). Every read survives a missing or
 * broken entry: storage can be off, full, or edited by hand.
 */
export const ALERTS_MEMORY_KEY = 'news-alerts';

/** The offer in the page waits until this many stories have been read in this browser. */
export const READS_BEFORE_OFFER = 2;

export interface AlertTopics {
  breakingNews: boolean;
  categoryIds: number[];
}

export interface AlertsMemory {
  /** Stories opened in this browser, counted up to the offer's threshold. */
  storiesRead: number;
  /** The reader said "No thanks" to the offer in the page: it never comes back. */
  offerDismissed: boolean;
  topics: AlertTopics;
  /** What the server last stored for this browser (see registrationSignature). */
  registered: string | null;
}

export const DEFAULT_TOPICS: AlertTopics = { breakingNews: true, categoryIds: [] };

const EMPTY: AlertsMemory = { storiesRead: 0, offerDismissed: false, topics: DEFAULT_TOPICS, registered: null };

export function readAlertsMemory(storage: Storage | undefined = browserStorage()): AlertsMemory {
  try {
    const saved = JSON.parse(storage?.getItem(ALERTS_MEMORY_KEY) ?? 'null') as Partial<AlertsMemory> | null;
    if (!saved || typeof saved !== 'object') return EMPTY;
    const topics = saved.topics;
    return {
      storiesRead: typeof saved.storiesRead === 'number' ? saved.storiesRead : 0,
      offerDismissed: saved.offerDismissed === true,
      topics: {
        breakingNews: topics?.breakingNews !== false,
        categoryIds: Array.isArray(topics?.categoryIds) ? topics.categoryIds.filter((id): id is number => Number.isInteger(id) && id > 0) : [],
      },
      registered: typeof saved.registered === 'string' ? saved.registered : null,
    };
  } catch {
    return EMPTY;
  }
}

export function updateAlertsMemory(change: Partial<AlertsMemory>, storage: Storage | undefined = browserStorage()): AlertsMemory {
  const next = { ...readAlertsMemory(storage), ...change };
  try {
    storage?.setItem(ALERTS_MEMORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the alerts work, only this browser forgets.
  }
  return next;
}

/** Counts one more story read; past the threshold the count stops growing. */
export function countStoryRead(storage: Storage | undefined = browserStorage()): AlertsMemory {
  const memory = readAlertsMemory(storage);
  if (memory.storiesRead >= READS_BEFORE_OFFER) return memory;
  return updateAlertsMemory({ storiesRead: memory.storiesRead + 1 }, storage);
}

export interface Registration {
  token: string;
  languageId: number;
  readerId: number | null;
  latitude: number | null;
  longitude: number | null;
  topics: AlertTopics;
}

/** Everything register_token stores: when any of it changes, the browser registers again. */
export function registrationSignature(registration: Registration): string {
  const { token, languageId, readerId, latitude, longitude, topics } = registration;
  return JSON.stringify([token, languageId, readerId, latitude, longitude, topics.breakingNews, [...topics.categoryIds].sort((a, b) => a - b)]);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
