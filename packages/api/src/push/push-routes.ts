import { registerTokenParams } from '@newsroom/contract/push';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { pushEndpointRefusal, webPushEndpointOf } from './endpoint-policy';
import { registerDevice } from './push-service';

/** The contract checks the token's shape; this refuses endpoints the server must never send to. */
const params = registerTokenParams.superRefine((values, ctx) => {
  const endpoint = typeof values.token === 'string' ? webPushEndpointOf(values.token) : null;
  const refusal = endpoint === null ? null : pushEndpointRefusal(endpoint);
  if (refusal) ctx.addIssue({ code: 'custom', path: ['token'], message: `must be a Web Push subscription whose endpoint is a public push service: ${refusal}` });
});

const registerToken = defineEndpoint('register_token', {
  params,
  rateLimited: true,
  async handle({ deps, params, user, address }) {
    const device = await registerDevice(deps, { ...params, languageId: params.language_id }, user, address);
    return ok('Device registered successfully', device);
  },
});

export const pushEndpoints: AnyEndpoint[] = [registerToken];
