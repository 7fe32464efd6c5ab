import { createContext, useContext, type ReactNode } from 'react';
import type { AdminSession } from '@newsroom/contract/admin/auth';

/**
 * The full session (role, email, demo-password flag), which react-admin's `getIdentity` has no
 * room for. Screens read it from the auth provider through this context.
 */
const StaffSessionContext = createContext<(() => Promise<AdminSession | null>) | null>(null);

export function StaffSessionProvider({ currentSession, children }: { currentSession: () => Promise<AdminSession | null>; children: ReactNode }) {
  return <StaffSessionContext.Provider value={currentSession}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): () => Promise<AdminSession | null> {
  const currentSession = useContext(StaffSessionContext);
  if (!currentSession) throw new Error('useStaffSession outside StaffSessionProvider');
  return currentSession;
}
