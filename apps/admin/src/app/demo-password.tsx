import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStaffSession } from '../auth/staff-session-context';

interface DemoPasswordState {
  /** The signed-in account still has the demo seed's known password. */
  active: boolean;
  /** The password was just changed: the banner goes without a reload. */
  changed(): void;
}

const DemoPasswordContext = createContext<DemoPasswordState>({ active: false, changed: () => {} });

/** Reads the flag from the session once per signed-in layout; a password change clears it. */
export function DemoPasswordProvider({ children }: { children: ReactNode }) {
  const currentSession = useStaffSession();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let live = true;
    currentSession().then((session) => live && setActive(Boolean(session?.demo_password)), () => {});
    return () => {
      live = false;
    };
  }, [currentSession]);
  const changed = useCallback(() => setActive(false), []);
  const value = useMemo(() => ({ active, changed }), [active, changed]);
  return <DemoPasswordContext.Provider value={value}>{children}</DemoPasswordContext.Provider>;
}

export const useDemoPassword = () => useContext(DemoPasswordContext);

/**
 * Across every screen while the account keeps its demo password (ADR 010): anyone who read the
 * server log can sign in with it, so the way to change it is one click away.
 */
export function DemoPasswordBanner() {
  const translate = useTranslate();
  const { active } = useDemoPassword();
  if (!active) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mt: 1 }}
      data-testid="demo-password-banner"
      action={
        <Button component={Link} to="/account#change-password-heading" color="inherit" size="small">
          {translate('console.demo_banner_action')}
        </Button>
      }
    >
      {translate('console.demo_banner')}
    </Alert>
  );
}
