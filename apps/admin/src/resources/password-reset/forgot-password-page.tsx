import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { SignedOutFrame } from './signed-out-frame';

/**
 * `/admin/forgot-password`: mails a reset link. The answer is the same whether the address has an
 * account or not (the server's too), so the screen tells a stranger nothing.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setProblem('');
    try {
      await dataProvider.callRoute('auth.forgotPassword', { body: { email } });
      setSentTo(email);
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setProblem(fields.email ? `${translate('console.password.email')}: ${fields.email}` : translate((error as Error).message || 'console.errors.unreachable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutFrame heading={translate('console.password.forgot_heading')}>
      {sentTo ? (
        <Alert severity="success">{translate('console.password.forgot_sent', { email: sentTo })}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{translate('console.password.forgot_intro')}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <form noValidate onSubmit={ask}>
            <TextField name="email" type="email" label={translate('console.password.email')} autoComplete="username" required fullWidth margin="normal" autoFocus />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {translate('console.password.forgot_submit')}
            </Button>
          </form>
        </>
      )}
    </SignedOutFrame>
  );
}
