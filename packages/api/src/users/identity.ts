import { decodeJwt } from 'jose';
import type { Deps } from '../deps';
import { firebaseIssuer, verifyFirebaseToken } from '../identity/firebase';
import { verifyBuiltInToken, type VerifiedIdentity } from '../identity/tokens';

export type { VerifiedIdentity };

/**
 * Checks the identity token a client got from the sign-in service and answers the account it
 * proves, or null when it proves nothing: tokens of the built-in identity service, and Firebase
 * ID tokens when FIREBASE_PROJECT_ID is set (docs/identity-service.md). The issuer claim only
 * picks the verifier; the verifier then checks everything, the issuer included.
 */
export async function verifyIdentityToken(deps: Deps, idToken: string): Promise<VerifiedIdentity | null> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(idToken).iss;
  } catch {
    return null;
  }
  const firebase = deps.config.identity.firebase;
  if (firebase && issuer === firebaseIssuer(firebase.projectId)) return verifyFirebaseToken(deps, idToken);
  return verifyBuiltInToken(deps, idToken);
}
