'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_phone_signin, quietly: the code for the number answers the identity session. */
export const usePhoneSignIn = () => useMutation(quietMutationOptions(useCallStep(), 'identity_phone_signin'));
