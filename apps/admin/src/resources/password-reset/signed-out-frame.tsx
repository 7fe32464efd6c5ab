import type { ReactNode } from 'react';
import { Box, Link as MuiLink, Paper, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The frame of the screens one reaches signed out (as the sign-in screen), with the way back to it. */
export function SignedOutFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Title title={heading} />
      <Paper component="section" aria-labelledby="signed-out-heading" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography id="signed-out-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        {children}
        <MuiLink component={Link} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
          {translate('console.password.back_to_sign_in')}
        </MuiLink>
      </Paper>
    </Box>
  );
}
