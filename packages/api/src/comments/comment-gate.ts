import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { forbidden } from '../core/errors';
import type { SiteSettings } from '../settings/site-settings';
import { FOREVER_BANNED_FROM, SHOWN_COMMENT, WAITING_COMMENT } from './comment-status';

/**
 * Under pre-moderation (setting `comment_premoderation` = '1') a reader is new while EITHER holds,
 * and their comments wait for a moderator: a throwaway account must both age and earn approved
 * comments before it speaks unchecked, as moderators approve its first few.
 */
export const NEW_READER = { shownCommentsBelow: 3, accountYoungerThanDays: 7 } as const;

const DAY_MS = 86_400_000;

/** The ban's end in the reader's language and the site's time zone; English as day, month, year ("2 December 2026"), which no reader misreads. */
function banEnd(until: Date, language: string | null, timeZone: string): string {
  return new Intl.DateTimeFormat(language ?? 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(until);
}

/** Refuses a barred reader with a sentence that says until when. */
function refuseBanned(until: Date, language: string | null, timeZone: string): never {
  if (until >= FOREVER_BANNED_FROM) throw forbidden('You may not comment on this site');
  throw forbidden(`You may not comment until ${banEnd(until, language, timeZone)}`);
}

async function isNewReader(deps: Deps, readerId: number, joined: Date, now: Date): Promise<boolean> {
  if (now.getTime() - joined.getTime() < NEW_READER.accountYoungerThanDays * DAY_MS) return true;
  // Counting stops at the threshold: a prolific reader costs no more than a new one.
  const shown = deps.db
    .select({ id: schema.comments.id })
    .from(schema.comments)
    .where(and(eq(schema.comments.userId, readerId), eq(schema.comments.status, SHOWN_COMMENT)))
    .limit(NEW_READER.shownCommentsBelow)
    .as('shown');
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(shown);
  return (row?.n ?? 0) < NEW_READER.shownCommentsBelow;
}

/**
 * The status a new comment of this reader gets: refused while they are barred from commenting,
 * waiting for a moderator while pre-moderation holds them as new, else shown at once.
 */
export async function commentStatusFor(deps: Deps, settings: SiteSettings, readerId: number, language: string | null): Promise<number> {
  const [reader] = await deps.db
    .select({ bannedUntil: schema.users.commentBannedUntil, joined: schema.users.createdAt })
    .from(schema.users)
    .where(eq(schema.users.id, readerId))
    .limit(1);
  const now = new Date();
  if (reader?.bannedUntil && reader.bannedUntil > now) refuseBanned(reader.bannedUntil, language, settings.timeZone);
  if (settings.values.comment_premoderation !== '1' || !reader) return SHOWN_COMMENT;
  return (await isNewReader(deps, readerId, reader.joined, now)) ? WAITING_COMMENT : SHOWN_COMMENT;
}
