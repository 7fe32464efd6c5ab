'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../../api-client/query-call';

/** identity_phone_send_code, quietly: the form says where the code went. */
export const useSendPhoneCode = () => useMutation(quietMutationOptions(useCallStep(), 'identity_phone_send_code'));
