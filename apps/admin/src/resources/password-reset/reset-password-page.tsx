import { useState, type FormEvent } from 'react';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { PasswordField } from '../../components/password-field';
import { SignedOutFrame } from './signed-out-frame';

/** The link's token, read once: it is in the fragment, so no server or proxy log ever held it. */
const tokenInLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** `/admin/reset-password#token=…`: a new password from the mailed link; every session of the account ends. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [token] = useState(tokenInLink);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setErrors({});
    setProblem('');
    try {
      await dataProvider.callRoute('auth.resetPassword', { body: { token, password } });
      setDone(true);
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fields);
      if (!fields.password) setProblem(translate((error as Error).message || 'console.errors.unreachable'));
    } finally {
      setBusy(false);
    }
  }

  const forgotLink = (
    <MuiLink component={Link} to="/forgot-password">
      {translate('console.password.forgot_link')}
    </MuiLink>
  );
  return (
    <SignedOutFrame heading={translate('console.password.reset_heading')}>
      {done && <Alert severity="success">{translate('console.password.reset_done')}</Alert>}
      {!done && !token && (
        <Alert severity="warning" action={forgotLink}>
          {translate('console.password.reset_no_token')}
        </Alert>
      )}
      {!done && token && (
        <>
          {problem && <Alert severity="error" action={forgotLink}>{problem}</Alert>}
          <form noValidate onSubmit={reset}>
            <PasswordField name="password" label={translate('console.password.new')} autoComplete="new-password" error={errors.password} help={translate('console.password.rules')} />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {translate('console.password.reset_submit')}
            </Button>
          </form>
        </>
      )}
    </SignedOutFrame>
  );
}
