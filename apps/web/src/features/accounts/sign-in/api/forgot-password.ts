'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_forgot_password, quietly: the form says a link is on its way. */
export const useForgotPassword = () => useMutation(quietMutationOptions(useCallStep(), 'identity_forgot_password'));
