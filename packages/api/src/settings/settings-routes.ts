import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { publicSettings } from './settings-service';

const getSettings = defineEndpoint('get_settings', {
  cacheable: true,
  async handle({ deps, params }) {
    return ok('Settings fetched successfully', await publicSettings(deps, params.language_id));
  },
});

export const settingsEndpoints: AnyEndpoint[] = [getSettings];
