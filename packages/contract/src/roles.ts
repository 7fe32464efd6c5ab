/**
 * `user.role`: what a signed-in reader may do beyond reading. API.md sends it as a number, 0 for
 * plain readers; existing clients know 0 and 1 (an administrator). Authors are new levels, so a
 * client that only knows 0/1 treats an author as a plain reader, which is the safe reading.
 */
export const ROLES = {
  reader: 0,
  /** Publishes at once, may edit or delete any news and comment. */
  admin: 1,
  /** May write; submissions wait for an editor's approval (status 0). */
  author: 2,
  /** May write and publishes at once. */
  trustedAuthor: 3,
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The site setting `news_submission`: `authors` (the default) lets only readers granted an author
 * role write; `everyone` lets every signed-in reader submit news, which waits for approval.
 */
export const NEWS_SUBMISSION_MODES = ['authors', 'everyone'] as const;
export type NewsSubmissionMode = (typeof NEWS_SUBMISSION_MODES)[number];
export const DEFAULT_NEWS_SUBMISSION: NewsSubmissionMode = 'authors';

/** Whether a reader with this role may write news on a site with this setting. */
export function mayWrite(role: number, mode: NewsSubmissionMode): boolean {
  return role === ROLES.admin || role === ROLES.author || role === ROLES.trustedAuthor || mode === 'everyone';
}

/** Whether this role's news is published at once; everyone else's waits for approval. */
export function publishesAtOnce(role: number): boolean {
  return role === ROLES.admin || role === ROLES.trustedAuthor;
}
