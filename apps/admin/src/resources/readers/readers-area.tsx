import type { ConsoleArea } from '../../app/console-area';

/** Issue 16: filled by this area's work. */
export const readersArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
