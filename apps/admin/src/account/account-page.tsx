import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useLogout, useTranslate } from 'react-admin';
import type { AdminSession } from '@newsroom/contract/admin/auth';
import { useDemoPassword } from '../app/demo-password';
import { useStaffSession } from '../auth/staff-session-context';
import { ChangePasswordCard } from '../resources/account-password/change-password-card';
import { TwoStepSection } from './two-step-section';

/**
 * The first screen after signing in: who is signed in, with which role, and the way out. The
 * password, second factor and sessions join it as the account routes land (plan, slice 2 and 3).
 */
export function AccountPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const currentSession = useStaffSession();
  const [session, setSession] = useState<AdminSession | null>(null);
  // The layout's flag, which a password change clears at once (the session read here is older).
  const demoPassword = useDemoPassword();

  useEffect(() => {
    let live = true;
    currentSession().then((found) => live && setSession(found), () => {});
    return () => {
      live = false;
    };
  }, [currentSession]);

  return (
    <Box component="section" aria-labelledby="account-heading" sx={{ mt: 2 }}>
      <Title title={translate('console.account.heading')} />
      <Typography id="account-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('console.account.heading')}
      </Typography>
      {session?.demo_password && demoPassword.active && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('console.account.demo_password')}
        </Alert>
      )}
      {session && (
        <Card>
          <CardContent>
            <Typography sx={{ mb: 1 }}>{translate('console.account.signed_in_as')}</Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{translate('console.account.name')}</Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="staff-name">{session.name || session.email}</Typography>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{translate('console.account.email')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{session.email}</Typography>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{translate('console.account.role')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{translate(`console.roles.${session.role}`)}</Typography>
            </Box>
            <Button variant="outlined" sx={{ mt: 3 }} onClick={() => logout()}>
              {translate('console.account.sign_out')}
            </Button>
          </CardContent>
        </Card>
      )}
      {session && <ChangePasswordCard />}
      {session && <TwoStepSection email={session.email} />}
    </Box>
  );
}
