'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_reset_password, quietly: answers the identity session signed in with the new password. */
export const useResetPassword = () => useMutation(quietMutationOptions(useCallStep(), 'identity_reset_password'));
