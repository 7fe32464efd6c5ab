'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { CallStep } from './call-step';

const CallStepContext = createContext<CallStep | null>(null);

/** Makes the app's call step (bound to its store and toasts) available to client components. */
export function CallStepProvider({ call, children }: { call: CallStep; children: ReactNode }) {
  return <CallStepContext.Provider value={call}>{children}</CallStepContext.Provider>;
}

/** The common call step of SPEC section 4, e.g. `const call = useCallStep(); await call('set_bookmark', {...})`. */
export function useCallStep(): CallStep {
  const call = useContext(CallStepContext);
  if (!call) throw new Error('useCallStep needs <AppProviders> above it');
  return call;
}
