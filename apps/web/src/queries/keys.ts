/**
 * The query keys of the reader site, one factory per resource, so that a write can update or
 * invalidate exactly what it changed (`['news', newsId]` is everything about one story).
 *
 * `reader` is the signed-in session's token, or null: it is part of every key whose answer
 * depends on who asks, so a new session (another reader on a shared device, a sign-in after
 * sign-out) never sees the answers of the last one, and no cache has to be cleared by hand.
 */
export type ReaderKey = string | null;

/** The reader's rounded position, for sections narrowed to their surroundings. */
export interface PlaceKey {
  lat: number;
  long: number;
}

export const newsKeys = {
  all: (newsId: number) => ['news', newsId] as const,
  /** One reader's relation to a story (reaction, bookmark) and its fresh counters. */
  storyStates: (newsId: number) => ['news', newsId, 'story'] as const,
  story: (newsId: number, languageId: number, reader: ReaderKey) => ['news', newsId, 'story', languageId, reader] as const,
  /** The comments under a story, with the reader's own reactions when signed in. */
  comments: (newsId: number, reader: ReaderKey) => ['news', newsId, 'comments', reader] as const,
};

export const sectionKeys = {
  /** A featured section's items, as the reader (and, if given, their place) sees them. */
  items: (sectionId: number, languageId: number, reader: ReaderKey, place: PlaceKey | null = null) =>
    ['sections', sectionId, languageId, reader, place] as const,
};

/** The site's settings (get_settings): the same for every reader, so no session in the key. */
export const siteKeys = {
  settings: () => ['site', 'settings'] as const,
};

export const userKeys = {
  all: (reader: ReaderKey) => ['user', reader] as const,
  profile: (reader: ReaderKey) => ['user', reader, 'profile'] as const,
  bookmarkLists: (reader: ReaderKey) => ['user', reader, 'bookmarks'] as const,
  bookmarks: (reader: ReaderKey, languageId: number) => ['user', reader, 'bookmarks', languageId] as const,
  /** Everything about the reader's personal notifications: refreshing it refreshes lists and badge. */
  notifications: (reader: ReaderKey) => ['user', reader, 'notifications'] as const,
  notificationLists: (reader: ReaderKey) => ['user', reader, 'notifications', 'list'] as const,
  /** Worded in the page's language. */
  notificationList: (reader: ReaderKey, languageId: number) => ['user', reader, 'notifications', 'list', languageId] as const,
  /** The header's badge: how many are unread. */
  unreadNotifications: (reader: ReaderKey) => ['user', reader, 'notifications', 'unread'] as const,
  /** The writer's own stories (get_news with get_user_news=1), per language and search. */
  stories: (reader: ReaderKey) => ['user', reader, 'stories'] as const,
  storyList: (reader: ReaderKey, languageId: number, search: string) => ['user', reader, 'stories', languageId, search] as const,
};
