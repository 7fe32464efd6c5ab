'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_email_signup, quietly: the form says "check your email" either way. */
export const useEmailSignUp = () => useMutation(quietMutationOptions(useCallStep(), 'identity_email_signup'));
