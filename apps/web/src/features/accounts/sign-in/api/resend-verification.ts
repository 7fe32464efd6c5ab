'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_resend_verification, quietly: the form says the link was sent again. */
export const useResendVerification = () => useMutation(quietMutationOptions(useCallStep(), 'identity_resend_verification'));
