import type { UserSignupParams } from '@newsroom/contract/users';
import type { Deps } from '../deps';
import { tooManyRequests } from '../core/errors';
import type { FirebaseAccount } from '../identity/firebase-admin';
import type { VerifiedIdentity } from '../identity/tokens';

/**
 * Legacy sign-in asks Google about each attempt, so it is held tighter than user_signup's own
 * per-minute limit: per address, and per account so that a spread-out guess of one reader's
 * email or number is stopped too.
 */
export const LEGACY_PER_ADDRESS_PER_HOUR = 30;
export const LEGACY_PER_ACCOUNT_PER_HOUR = 10;
const HOUR = 3_600_000;

const sameEmail = (posted: string, recorded: string | undefined) => !!recorded && posted.trim().toLowerCase() === recorded.trim().toLowerCase();
/** Phone numbers compare by their digits: "+44 1234 567890" is "+441234567890". */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const samePhone = (posted: string, recorded: string | undefined) => !!recorded && digitsOf(posted).length >= 6 && digitsOf(posted) === digitsOf(recorded);

/**
 * The opt-in legacy sign-in of the published mobile app, which sends `firebase_id` without an ID
 * token (LEGACY_FIREBASE_SIGNIN=1, docs/compatibility.md). The uid is trusted only when Firebase's
 * admin API, asked with the newsroom's service account, has an enabled account with that uid whose
 * email or phone number is the one posted. What is recorded then is Firebase's, not the post's.
 * Null when legacy sign-in is off or Firebase does not confirm.
 */
export async function verifyLegacySignIn(deps: Deps, params: UserSignupParams, address: string): Promise<VerifiedIdentity | null> {
  const admin = deps.identity.firebaseAdmin;
  if (!admin || (!params.email && !params.mobile)) return null;
  if (!(await deps.limiter.take('legacy-signin', address, LEGACY_PER_ADDRESS_PER_HOUR, HOUR)) || !(await deps.limiter.take('legacy-signin-account', params.firebase_id, LEGACY_PER_ACCOUNT_PER_HOUR, HOUR))) {
    throw tooManyRequests('Too many sign-in attempts, please wait an hour and try again, or update the app');
  }
  const account: FirebaseAccount | null = await admin.lookupAccount(params.firebase_id);
  if (!account || account.disabled) return null;
  const confirmed = (params.email !== '' && sameEmail(params.email, account.email)) || (params.mobile !== '' && samePhone(params.mobile, account.phone));
  if (!confirmed) return null;
  return { uid: account.uid, email: account.email, phone: account.phone, name: account.name, provider: 'firebase-legacy' };
}
