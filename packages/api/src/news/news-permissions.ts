import { NEWS_STATUS, type NewsStatus } from '@newsroom/contract/news';
import { ROLES, mayWrite, publishesAtOnce } from '@newsroom/contract/roles';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { forbidden } from '../core/errors';
import { siteSettings } from '../settings/site-settings';

/**
 * set_news is open to the readers the site's `news_submission` setting lets write: those granted
 * an author role, or every signed-in reader when it is `everyone`. Checked on every create and
 * edit, so a writer whose role was taken back can no longer change their stories either.
 */
export async function checkMayWrite(deps: Deps, caller: Caller): Promise<void> {
  const { newsSubmission } = await siteSettings(deps);
  if (!mayWrite(caller.role, newsSubmission)) throw forbidden('Your account may not write news; ask the editors for an author role');
}

/** A story's author may change it, and an admin may change anyone's (the newsroom's too). */
export function mayChangeStory(story: { userId: number | null }, caller: Caller): boolean {
  return story.userId === caller.id || caller.role === ROLES.admin;
}

/**
 * The status a story has after a save. A writer's own save publishes at once only for the roles
 * that publish at once; any other writer's story waits for approval again, so a published story
 * cannot be changed behind the editors' back. An admin editing someone else's story keeps its
 * status: editing is not approving (the admin console approves and rejects).
 */
export function statusAfterSave(caller: Caller, existing: { userId: number | null; status: number } | null): NewsStatus {
  if (existing && existing.userId !== caller.id && caller.role === ROLES.admin) return existing.status as NewsStatus;
  return publishesAtOnce(caller.role) ? NEWS_STATUS.published : NEWS_STATUS.pending;
}
