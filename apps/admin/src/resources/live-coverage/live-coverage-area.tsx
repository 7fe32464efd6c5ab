import type { ConsoleArea } from '../../app/console-area';

export const liveCoverageArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
