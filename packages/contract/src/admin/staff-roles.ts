/**
 * What a staff member may do in the console. Apart from readers' `users.role`, which grants
 * nothing here (ADR 010).
 */
export const STAFF_ROLES = ['administrator', 'editor', 'author', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
