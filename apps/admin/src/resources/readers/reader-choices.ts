import { READER_ROLE_NAMES, type ReaderRecord } from '@newsroom/contract/admin/readers';

/** Every role a reader may have, for the list's filter (the legacy administrator included). */
export const READER_ROLE_CHOICES = READER_ROLE_NAMES.map((role) => ({ id: role, name: `console.readers.roles.${role}` }));

export const STATUS_CHOICES = [
  { id: true, name: 'console.readers.active' },
  { id: false, name: 'console.readers.deactivated' },
];

/** A ban this far ahead is the "for good" one the moderation screens set. */
const FOR_GOOD_AFTER_YEARS = 50;

/** The reader's commenting state in words: free, barred until a day, or barred for good. */
export function commentingState(record: Pick<ReaderRecord, 'comment_banned_until'>, translate: (key: string, options?: object) => string): string {
  const until = record.comment_banned_until ? new Date(record.comment_banned_until) : null;
  if (!until || until.getTime() <= Date.now()) return translate('console.readers.not_banned');
  if (until.getFullYear() - new Date().getFullYear() >= FOR_GOOD_AFTER_YEARS) return translate('console.readers.banned_for_good');
  return translate('console.readers.banned_until', { date: until.toLocaleString() });
}

export const readerName = (record: Pick<ReaderRecord, 'name' | 'email' | 'mobile' | 'id'>) => record.name || record.email || record.mobile || `#${record.id}`;
