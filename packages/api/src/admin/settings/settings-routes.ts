import { SETTING_IMAGES } from '@newsroom/contract/admin/settings';
import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { effectiveChanges, requestedChanges, SETTINGS_FOLDER } from './settings-changes';
import { languageCodes, settingsRecord, storedSettings, writeSettings } from './settings-store';
import { socialLinkRoutes } from './social-link-routes';

const get = defineAdminRoute('settings.get', {
  async handle({ deps }) {
    const [values, codes] = await Promise.all([storedSettings(deps), languageCodes(deps)]);
    return { data: settingsRecord(deps, values, codes) };
  },
});

/**
 * Only the keys sent change, so two administrators editing different sections do not undo each
 * other. The audit entry holds the changed keys alone, before and after.
 */
const update = defineAdminRoute('settings.update', {
  invalidates: true,
  async handle({ deps, body, files }) {
    const [stored, codes] = await Promise.all([storedSettings(deps), languageCodes(deps)]);
    const { before, after } = effectiveChanges(stored, await requestedChanges(deps, body, files, codes));
    if (Object.keys(after).length > 0) await writeSettings(deps, after);
    // A replaced image the console stored is deleted once no row points at it.
    for (const key of SETTING_IMAGES) {
      const old = before[key];
      if (key in after && old?.startsWith(`${SETTINGS_FOLDER}/`)) await deps.media.remove(old);
    }
    const data = settingsRecord(deps, await storedSettings(deps), codes);
    return { data, audit: { action: 'update', resource: 'settings', recordId: 'site', before, after } };
  },
});

/** Site settings and the footer's social links (issue 16). */
export const settingsRoutes: AdminRoute[] = [get, update, ...socialLinkRoutes] as AdminRoute[];
