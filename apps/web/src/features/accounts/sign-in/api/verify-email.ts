'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_verify_email, quietly: the link's token confirms the address and answers the identity session. */
export const useVerifyEmail = () => useMutation(quietMutationOptions(useCallStep(), 'identity_verify_email'));
