import * as client from 'openid-client';
import type { OidcProviderConfig } from '../config';

// Kept apart from the sign-in flow (oidc.ts): the identity runtime holds a client, and the flow
// depends on the runtime through Deps.

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The provider's configuration, discovered once per process (again after a failure). */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(readonly provider: OidcProviderConfig) {}

  config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.provider.issuer);
      // Plain http is refused by the client library, except on this machine (development and tests).
      const options = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) ? { execute: [client.allowInsecureRequests] } : undefined;
      const loading = client.discovery(issuer, this.provider.clientId, this.provider.clientSecret, undefined, options);
      this.configuration = loading;
      loading.catch(() => {
        if (this.configuration === loading) this.configuration = null;
      });
    }
    return this.configuration;
  }
}
