'use client';

import { useEffect } from 'react';
import { Toaster, toast, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';
import type { Notifier } from '../api-client/call-step';
import { MAX_VISIBLE_TOASTS, toastsBeyondLimit } from './toast-limit';

/** SPEC section 9: 4 s by default, 2 s for success, loading toasts stay until replaced. */
export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

export const TOAST_POSITION = 'top-center';

export function AppToaster() {
  return (
    <>
      <Toaster position={TOAST_POSITION} toastOptions={TOAST_OPTIONS} />
      <ToastLimit />
    </>
  );
}

// react-hot-toast has no public limit option: dismiss the oldest visible toasts beyond the cap.
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts, MAX_VISIBLE_TOASTS)) toast.dismiss(id);
  }, [toasts]);
  return null;
}

/** The call step's toasts in the app. */
export const hotToastNotifier: Notifier = {
  success: (message) => toast.success(message),
  error: (message) => toast.error(message),
};
