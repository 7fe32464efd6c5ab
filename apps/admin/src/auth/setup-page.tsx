import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminApiError } from '../data/admin-client';
import type { StaffAuthProvider } from './auth-provider';
import { failureWords } from './failure-words';

/** The link's token, read once: it is in the fragment, so no server log ever held it. */
const tokenInLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/**
 * The first administrator, made with the single-use link the server prints while no
 * administrator exists (unless ADMIN_EMAIL and ADMIN_PASSWORD made one). Signed in once made.
 */
export function SetupPage({ authProvider }: { authProvider: StaffAuthProvider }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [token] = useState(tokenInLink);
  const [problem, setProblem] = useState('');
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function setUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setProblem('');
    setFieldProblems({});
    try {
      await authProvider.setUpFirstAdministrator({ token, name: field('name'), email: field('email'), password: String(form.get('password') ?? '') });
      navigate('/account', { replace: true });
    } catch (error) {
      // 404 is the server's one answer for a used, replaced or expired link (it tells a stranger nothing).
      const stale = error instanceof AdminApiError && error.status === 404;
      setProblem(stale ? translate('console.setup.link_not_valid') : failureWords(error, translate));
      if (error instanceof AdminApiError) setFieldProblems(error.errors);
      setBusy(false);
    }
  }

  const input = (name: string, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={translate(`console.setup.${name}`)}
      autoComplete={autoComplete}
      required={name !== 'name'}
      fullWidth
      margin="normal"
      error={Boolean(fieldProblems[name])}
      helperText={fieldProblems[name] ?? (name === 'password' ? translate('console.setup.password_rules') : undefined)}
    />
  );

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper component="section" aria-labelledby="setup-heading" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography id="setup-heading" component="h1" variant="h5" sx={{ mb: 1 }}>
          {translate('console.setup.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('console.setup.intro')}</Typography>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <form noValidate onSubmit={setUp}>
          {input('name', 'text', 'name')}
          {input('email', 'email', 'username')}
          {input('password', 'password', 'new-password')}
          <Button type="submit" variant="contained" fullWidth disabled={busy || !token} sx={{ mt: 2 }}>
            {translate('console.setup.submit')}
          </Button>
        </form>
      </Paper>
    </Box>
  );
}
