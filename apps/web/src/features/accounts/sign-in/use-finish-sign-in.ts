'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { startNavigationProgress } from '../../../shell/navigation-progress';
import { useAppDispatch } from '../../../state/hooks';
import { mobileLoginTypeSet } from '../../../state/user-slice';
import { useSignUpReader } from './api/sign-up-reader';
import { readClaims, signupType } from './identity-token';
import { afterSignInPath } from './next-path';

/** What the identity service answered: the account's uid and the token that proves it. */
export interface IdentitySession {
  uid: string;
  idToken: string;
  email?: string;
  phone?: string;
}

/**
 * The second half of every sign-in: exchanges the identity token for the API's bearer token with
 * user_signup (quietly, SPEC section 4), which logs the reader in through the user slice; records
 * a phone sign-in in `mobileLoginType`; then leaves for `next` or the home page.
 * Rejects with the server's refusal (`ApiCallError`) when user_signup refused.
 */
export function useFinishSignIn(language: LanguageRef) {
  const { mutateAsync: signUpReader } = useSignUpReader();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { code, isDefault } = language;

  return useCallback(
    async (session: IdentitySession, next: string | null | undefined): Promise<void> => {
      const claims = readClaims(session.idToken);
      const type = signupType(claims.sign_in_provider ?? (session.phone ? 'phone' : 'password'));
      await signUpReader({
        firebase_id: session.uid,
        id_token: session.idToken,
        type,
        name: claims.name ?? '',
        email: session.email || claims.email || '',
        mobile: session.phone || claims.phone_number || '',
      });
      dispatch(mobileLoginTypeSet(type === 'mobile'));
      const target = afterSignInPath({ code, isDefault }, next);
      startNavigationProgress(target);
      // The sign-in screen is done with: Back should not lead to it again.
      router.replace(target);
    },
    [signUpReader, dispatch, router, code, isDefault],
  );
}
