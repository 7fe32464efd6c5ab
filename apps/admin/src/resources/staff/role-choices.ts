import { STAFF_ROLES } from '@newsroom/contract/admin/staff-roles';

/** The four roles as react-admin choices; their names are translated where they are shown. */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: `console.roles.${role}` }));
