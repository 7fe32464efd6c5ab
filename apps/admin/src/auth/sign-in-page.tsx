import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { CodeNeeded } from './auth-provider';
import { CodeStep } from './code-step';
import { failureWords } from './failure-words';
import { ForgotPasswordLink } from '../resources/password-reset/forgot-password-link';

/**
 * The console's own sign-in screen: react-admin's default one has no `h1` and shows failures in a
 * toast that disappears; here the failure stays under the heading, in words, announced to screen
 * readers, and the fields keep what was typed.
 */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // With a second factor on, a right password leads to the code step (code-step.tsx).
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Kept for a return from the code step, so only the password is typed again.
  const [email, setEmail] = useState('');

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setEmail(typed);
    if (!typed || !password) {
      setProblem(translate('console.sign_in.missing'));
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      await login({ email: typed, password });
    } catch (error) {
      setBusy(false);
      if (error instanceof CodeNeeded) setStep('code');
      else setProblem(failureWords(error, translate));
    }
  }

  function startAgain(why: string) {
    setProblem(why);
    setStep('password');
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper component="section" aria-labelledby="sign-in-heading" sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LocalesMenuButton />
        </Box>
        <Typography id="sign-in-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
          {translate('console.sign_in.heading')}
        </Typography>
        {/* MUI's Alert has role="alert": a screen reader says it the moment it appears. */}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {step === 'code' ? (
          <CodeStep onStartAgain={startAgain} />
        ) : (
          <form noValidate onSubmit={signIn}>
            <TextField name="email" type="email" label={translate('console.sign_in.email')} autoComplete="username" required fullWidth margin="normal" autoFocus defaultValue={email} />
            <TextField name="password" type="password" label={translate('console.sign_in.password')} autoComplete="current-password" required fullWidth margin="normal" />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {translate(busy ? 'console.sign_in.signing_in' : 'console.sign_in.submit')}
            </Button>
          </form>
        )}
        {step === 'password' && <ForgotPasswordLink />}
      </Paper>
    </Box>
  );
}
