'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_email_signin, quietly: the form shows the refusal. Answers the identity session. */
export const useEmailSignIn = () => useMutation(quietMutationOptions(useCallStep(), 'identity_email_signin'));
