import type { ConsoleArea } from '../../app/console-area';

export const newsArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
