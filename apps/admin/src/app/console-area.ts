import type { ReactElement } from 'react';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ResourceRoutes } from '../data/data-provider';

/** One language's words of an area: `console.*` keys and react-admin's `resources.*` labels. */
export interface AreaWords {
  console?: Record<string, unknown>;
  resources?: Record<string, unknown>;
}

/**
 * A part of the console (news, taxonomy, home page...), registered once in `console-areas.ts`:
 * what each role may open, its menu entries, the admin API routes behind each resource and its
 * words. Areas do not import each other.
 */
export interface ConsoleArea {
  /** react-admin `<Resource>` elements this role may open (each with a `key`). */
  resources(role: StaffRole): ReactElement[];
  /** `<Menu.ResourceItem>` or `<Menu.Item>` elements this role sees (each with a `key`). */
  menu(role: StaffRole): ReactElement[];
  /** Screens of their own inside the layout (`<Route>` elements with a `key`). */
  routes?(role: StaffRole): ReactElement[];
  /** Which routes of the contract's table serve each resource name. */
  dataRoutes: Record<string, ResourceRoutes>;
  words: { en: AreaWords; fr: AreaWords };
}
