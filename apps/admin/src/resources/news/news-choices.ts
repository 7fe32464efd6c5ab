import { CONTENT_TYPES } from '@newsroom/contract/news';
import { STORY_STATES, WRITABLE_STORY_STATUSES } from '@newsroom/contract/admin/news';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';

/** What readers see of a story now (the list's status filter and column). */
export const STATE_CHOICES = STORY_STATES.map((state) => ({ id: state, name: `console.news.status.${state}` }));

/** Authors never publish: their stories go from draft to the editors' queue (ADR 010). */
export function statusChoices(role: StaffRole | undefined) {
  const statuses = role === 'author' ? WRITABLE_STORY_STATUSES.filter((status) => status !== 'published') : WRITABLE_STORY_STATUSES;
  return statuses.map((status) => ({ id: status, name: `console.news.status.${status}` }));
}

export const CONTENT_TYPE_CHOICES = CONTENT_TYPES.map((type) => ({ id: type, name: `console.news.content_types.${type}` }));

/** Approving, rejecting and sending a push are editors' work. */
export const reviews = (role: StaffRole | undefined) => role === 'administrator' || role === 'editor';
