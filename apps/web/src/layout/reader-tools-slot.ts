import type { ReactNode } from 'react';

/**
 * The reader's own tools in the header: features the app composes in (the shared layer knows no
 * feature), drawn with the header's styles. The account control stays in the bar at every width;
 * the links (bookmarks, notifications) move into the drawer on phones.
 */
export interface ReaderToolsSlot {
  links: (linkClass?: string) => ReactNode;
  account: (toolClass?: string) => ReactNode;
}
