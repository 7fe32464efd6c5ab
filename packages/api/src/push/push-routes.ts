import { registerTokenParams } from '@newsroom/contract/push';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { registerDevice } from './push-service';

const registerToken = defineEndpoint({
  name: 'register_token',
  summary: "Stores a device's push token (Web Push subscription JSON or FCM token); with a token, links it to the reader",
  auth: 'optional',
  params: registerTokenParams,
  rateLimited: true,
  async handle({ deps, params, user }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const device = await registerDevice(deps, { ...params, languageId }, user);
    return ok('Device registered successfully', device);
  },
});

export const pushEndpoints: AnyEndpoint[] = [registerToken];
