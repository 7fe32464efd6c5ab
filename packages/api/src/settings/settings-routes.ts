import { getSettingsParams } from '@newsroom/contract/settings';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { publicSettings } from './settings-service';

const getSettings = defineEndpoint({
  name: 'get_settings',
  summary: 'Feature switches ("0"/"1"), time zone, branding, social links and the default language',
  auth: 'none',
  params: getSettingsParams,
  cacheable: true,
  async handle({ deps, params }) {
    return ok('Settings fetched successfully', await publicSettings(deps, params.language_id));
  },
});

export const settingsEndpoints: AnyEndpoint[] = [getSettings];
