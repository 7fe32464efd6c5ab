import type { ConsoleArea } from '../../app/console-area';

export const sitePagesArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
