import { jwtVerify } from 'jose';
import type { Deps } from '../deps';
import type { VerifiedIdentity } from './tokens';

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/**
 * The Firebase adapter: accepts a Firebase Authentication ID token of the configured project
 * (RS256, Google's keys by default) as proof of its `sub`, as Firebase's own verifiers do.
 */
export async function verifyFirebaseToken(deps: Deps, token: string): Promise<VerifiedIdentity | null> {
  const firebase = deps.config.identity.firebase;
  const keySet = deps.identity.firebaseKeys;
  if (!firebase || !keySet) return null;
  try {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: firebaseIssuer(firebase.projectId),
      audience: firebase.projectId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
    });
    const uid = payload.sub;
    const authTime = payload.auth_time;
    if (!uid || uid.length > 128 || typeof authTime !== 'number' || authTime > Date.now() / 1000 + 60) return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const details = payload.firebase as { sign_in_provider?: unknown } | undefined;
    return { uid, email: text(payload.email), phone: text(payload.phone_number), name: text(payload.name), provider: text(details?.sign_in_provider) ?? 'firebase' };
  } catch {
    return null;
  }
}
