import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { homePageArea } from '../resources/home-page/home-page-area';
import { languagesArea } from '../resources/languages/languages-area';
import { liveCoverageArea } from '../resources/live-coverage/live-coverage-area';
import { moderationArea } from '../resources/moderation/moderation-area';
import { newsArea } from '../resources/news/news-area';
import { notificationsArea } from '../resources/notifications/notifications-area';
import { readersArea } from '../resources/readers/readers-area';
import { settingsArea } from '../resources/settings/settings-area';
import { sitePagesArea } from '../resources/site-pages/site-pages-area';
import { taxonomyArea } from '../resources/taxonomy/taxonomy-area';
import type { AreaWords, ConsoleArea } from './console-area';

/** The newsroom's areas, in menu order (staff and the audit log are registered apart). */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  newsArea,
  taxonomyArea,
  liveCoverageArea,
  homePageArea,
  sitePagesArea,
  moderationArea,
  readersArea,
  notificationsArea,
  languagesArea,
  settingsArea,
];

export const areaResources = (role: StaffRole) => CONSOLE_AREAS.flatMap((area) => area.resources(role));
export const areaMenu = (role: StaffRole) => CONSOLE_AREAS.flatMap((area) => area.menu(role));
export const areaRoutes = (role: StaffRole) => CONSOLE_AREAS.flatMap((area) => area.routes?.(role) ?? []);
export const areaDataRoutes = Object.assign({}, ...CONSOLE_AREAS.map((area) => area.dataRoutes)) as ConsoleArea['dataRoutes'];

/** Every area's words of one language, merged under `console` and `resources`. */
export function areaWords(language: 'en' | 'fr'): Required<AreaWords> {
  return {
    console: Object.assign({}, ...CONSOLE_AREAS.map((area) => area.words[language].console ?? {})) as Record<string, unknown>,
    resources: Object.assign({}, ...CONSOLE_AREAS.map((area) => area.words[language].resources ?? {})) as Record<string, unknown>,
  };
}
