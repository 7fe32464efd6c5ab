import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { badRequest } from '../core/errors';
import type { Deps } from '../deps';
import { webPushEndpointOf } from './endpoint-policy';
import { forgetDevice, registerDevice } from './push-service';
import { refusalUnlessTrusted } from './trusted-origins';

/**
 * The contract checks the token's shape; this refuses endpoints the server must never send to,
 * except the site's trusted origins (PUSH_TRUSTED_ORIGINS).
 */
function refuseUntrustedEndpoint(deps: Deps, token: string): void {
  const endpoint = webPushEndpointOf(token);
  const refusal = endpoint === null ? null : refusalUnlessTrusted(endpoint, deps.config.push.trustedOrigins);
  if (refusal) throw badRequest(`token must be a Web Push subscription whose endpoint is a public push service: ${refusal}`);
}

const registerToken = defineEndpoint('register_token', {
  rateLimited: true,
  async handle({ deps, params, user, address }) {
    refuseUntrustedEndpoint(deps, params.token);
    const device = await registerDevice(
      deps,
      {
        ...params,
        languageId: params.language_id,
        breakingNews: params.breaking_news === undefined ? undefined : params.breaking_news === '1',
        categoryIds: params.category_ids,
      },
      user,
      address,
    );
    return ok('Device registered successfully', device);
  },
});

const deleteToken = defineEndpoint('delete_token', {
  rateLimited: true,
  async handle({ deps, params }) {
    const deleted = await forgetDevice(deps, params.token);
    return ok('Device removed successfully', { deleted });
  },
});

export const pushEndpoints: AnyEndpoint[] = [registerToken, deleteToken];
