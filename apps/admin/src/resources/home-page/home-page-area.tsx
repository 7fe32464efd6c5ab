import type { ConsoleArea } from '../../app/console-area';

export const homePageArea: ConsoleArea = {
  resources: () => [],
  menu: () => [],
  dataRoutes: {},
  words: { en: {}, fr: {} },
};
