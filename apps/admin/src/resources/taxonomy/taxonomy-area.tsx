import type { ConsoleArea } from '../../app/console-area';

export const taxonomyArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
