import type { Deps } from '../core/deps';

/** The account an identity token proves. */
export interface VerifiedIdentity {
  uid: string;
}

/**
 * Checks the identity token a client got from the sign-in service and answers the account id it
 * proves, or null when it proves nothing.
 *
 * It accepts nothing yet, on purpose (docs/decisions/003): the built-in identity service that can
 * verify these tokens arrives with the accounts issue. Until then, trusting the `firebase_id` a
 * client sends would let anyone sign in as anyone, so every sign-up is refused. When the service
 * lands, this is the one function to replace; the rest of sign-up (`signUpVerifiedUser`) is ready.
 */
export async function verifyIdentityToken(_deps: Deps, _idToken: string): Promise<VerifiedIdentity | null> {
  return null;
}
