import { createRemoteJWKSet } from 'jose';

// Kept apart from the token check (firebase.ts): the identity runtime holds the key set, and the
// check depends on the runtime through Deps.

/** The key set that signs Firebase ID tokens, fetched on first use and cached by `jose`. */
export function firebaseKeySet(jwksUrl: string) {
  return createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 3_600_000 });
}
