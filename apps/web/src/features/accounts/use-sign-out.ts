'use client';

import { useCallback } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import { useAppDispatch } from '../../state/hooks';
import { loggedOut } from '../../state/user-slice';

/**
 * Signs the reader out: user_logout revokes the bearer token on the server, then the user slice
 * returns to its initial state. The reader asked to leave, so the browser forgets the account
 * even when the server cannot be reached (the token then simply expires there).
 */
export function useSignOut(): () => Promise<void> {
  const call = useCallStep();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await call('user_logout', { displayToast: false });
    dispatch(loggedOut());
  }, [call, dispatch]);
}
