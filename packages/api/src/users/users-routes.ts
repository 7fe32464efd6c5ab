import { revokeSession } from '../auth/sessions';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { ok } from '../core/envelope';
import { badRequest, tooManyRequests, unauthorized } from '../core/errors';
import { useUpIdentityTokenOf } from '../identity/tokens';
import { verifyIdentityToken } from './identity';
import { verifyLegacySignIn } from './legacy-signin';
import { deleteUserAccount } from './users-deletion';
import { setUserCategories, signUpVerifiedUser, updateProfile, userWithCategories } from './users-service';

/**
 * Sign-in attempts per address (an IPv6 address counts by its /64) per minute: enough for a retry
 * or two, too few to guess tokens. Never keyed on the User-Agent, which the caller chooses freely.
 */
const SIGNUP_PER_MINUTE = 10;

export const TOKEN_NOT_VERIFIED = 'Identity token could not be verified';
export const TOKEN_MISSING = 'id_token is required: the identity token that proves firebase_id';
export const LEGACY_NOT_CONFIRMED = 'Firebase did not confirm this firebase_id with the email or mobile sent';
export const TOKEN_USED = 'This identity token was already used; please sign in again';

const userSignup = defineEndpoint('user_signup', {
  async handle({ deps, params, address }) {
    if (!(await deps.limiter.take('signup', address, SIGNUP_PER_MINUTE, 60_000))) {
      throw tooManyRequests('Too many sign-in attempts, please wait a minute and try again');
    }
    // No ID token: only the opt-in legacy sign-in, which asks Firebase itself, may stand in for one.
    const identity = params.id_token ? await verifyIdentityToken(deps, params.id_token) : await verifyLegacySignIn(deps, params, address);
    if (!identity || identity.uid !== params.firebase_id) {
      throw unauthorized(params.id_token ? TOKEN_NOT_VERIFIED : deps.identity.firebaseAdmin ? LEGACY_NOT_CONFIRMED : TOKEN_MISSING);
    }
    // Used up before anything is created, so of two exchanges at the same time only one signs in.
    if (!(await useUpIdentityTokenOf(deps, identity))) throw unauthorized(TOKEN_USED);
    // What the sign-in proved fills what the client left out; a legacy sign-in records only what Firebase holds.
    const fields = params.id_token
      ? { ...params, email: params.email || identity.email || '', mobile: params.mobile || identity.phone || '', name: params.name || identity.name || '' }
      : { ...params, email: identity.email ?? '', mobile: identity.phone ?? '', name: params.name || identity.name || '' };
    return ok('User signed in successfully', await signUpVerifiedUser(deps, identity.uid, fields));
  },
});

const getUserById = defineEndpoint('get_user_by_id', {
  async handle({ deps, user }) {
    return ok('User fetched successfully', await userWithCategories(deps, user.id));
  },
});

const updateProfileEndpoint = defineEndpoint('update_profile', {
  async handle({ deps, user, params, files }) {
    const { name, mobile, email } = params;
    const updated = await updateProfile(deps, user.id, { name, mobile, email }, files.profile?.[0]);
    // The mobile app reads the new picture's URL from a top-level `profile` beside `data`.
    return ok('Profile updated successfully', updated, { profile: updated.profile });
  },
});

const deleteUser = defineEndpoint('delete_user', {
  invalidates: true,
  async handle({ deps, user }) {
    await deleteUserAccount(deps, user.id);
    return ok('Account deleted successfully', {});
  },
});

const userLogout = defineEndpoint('user_logout', {
  async handle({ deps, bearerToken }) {
    // Only an HTTP call carries a token to revoke; an in-process call has none to give.
    if (!bearerToken) throw badRequest('Sign-out needs the bearer token of the call');
    await revokeSession(deps, bearerToken);
    return ok('Signed out successfully', {});
  },
});

const setUserCategory = defineEndpoint('set_user_category', {
  async handle({ deps, user, params }) {
    return ok('Preferred categories saved successfully', await setUserCategories(deps, user.id, params.category_id));
  },
});

export const usersEndpoints: AnyEndpoint[] = [userSignup, userLogout, getUserById, updateProfileEndpoint, deleteUser, setUserCategory];
