'use client';

import { useCallback } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import { useAppDispatch } from '../../state/hooks';
import { loggedOut } from '../../state/user-slice';

/**
 * Signs the reader out. The call step reads the bearer token as user_logout starts, so the user
 * slice can return to its initial state at once: a reader who signs out and straight away opens
 * another page is signed out there. The revocation is sent with `keepalive`, so leaving the page
 * does not cancel it; if the server cannot be reached the token simply expires there.
 */
export function useSignOut(): () => Promise<void> {
  const call = useCallStep();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const revocation = call('user_logout', { displayToast: false, keepalive: true });
    dispatch(loggedOut());
    await revocation;
  }, [call, dispatch]);
}
