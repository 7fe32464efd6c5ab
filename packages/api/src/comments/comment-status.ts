/**
 * `comments.status`: readers see only shown comments. A moderator hides a comment (0); under
 * pre-moderation a new reader's comment waits (2) until a moderator approves it.
 */
export const SHOWN_COMMENT = 1;
export const HIDDEN_COMMENT = 0;
export const WAITING_COMMENT = 2;

/** A ban reaching past this time is "for good" (the console stores 9999-12-31). */
export const FOREVER_BANNED_FROM = new Date('9000-01-01T00:00:00Z');
