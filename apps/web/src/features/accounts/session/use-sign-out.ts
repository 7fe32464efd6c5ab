'use client';

import { useCallback } from 'react';
import { useAppDispatch } from '../../../state/hooks';
import { loggedOut } from '../../../state/user-slice';
import { useRevokeSession } from './api/revoke-session';

/**
 * Signs the reader out. The call step reads the bearer token as user_logout starts, so the user
 * slice can return to its initial state at once: a reader who signs out and straight away opens
 * another page is signed out there. The revocation is sent with `keepalive`, so leaving the page
 * does not cancel it; if the server cannot be reached the token simply expires there.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useAppDispatch();
  const { mutateAsync: revoke, isIdle } = useRevokeSession(() => dispatch(loggedOut()));
  const signOut = useCallback(async () => {
    // Signed out here whatever the server answers.
    await revoke().catch(() => undefined);
  }, [revoke]);
  // Once asked, the reader is on their way out: the button does not come back.
  return { signOut, signingOut: !isIdle };
}
