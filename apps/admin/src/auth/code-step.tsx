import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { AdminApiError } from '../data/admin-client';
import { failureWords } from './failure-words';

/**
 * The sign-in's second step: the code from the authenticator app, or a recovery code. The server
 * keeps the half-signed-in session for 5 minutes; when it has ended (or the account is now locked)
 * the staff member starts again from the password.
 */
export function CodeStep({ onStartAgain }: { onStartAgain: (problem: string) => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const words = (key: string) => translate(`console.second_factor.${key}`);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setProblem(words('code_missing'));
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      await login({ code });
    } catch (error) {
      setBusy(false);
      // 400 is a wrong or used code: the wait goes on. 401 (the 5 minutes are over) and 429 (the
      // account is now locked) end it: back to the password, with the server's words.
      const waitEnded = error instanceof AdminApiError && (error.status === 401 || error.status === 429);
      if (waitEnded) onStartAgain(failureWords(error, translate));
      else setProblem(failureWords(error, translate));
    }
  }

  return (
    <Box component="section" aria-labelledby="code-heading">
      <Typography id="code-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {words('code_heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{words(recovery ? 'recovery_intro' : 'code_intro')}</Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <form noValidate onSubmit={send} key={recovery ? 'recovery' : 'app'}>
        <TextField
          name="code"
          label={words(recovery ? 'recovery_code' : 'code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
          required
          fullWidth
          margin="normal"
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {words(busy ? 'verifying' : 'verify')}
        </Button>
      </form>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', mt: 2, gap: 1 }}>
        <Button variant="text" onClick={() => { setRecovery(!recovery); setProblem(''); }}>
          {words(recovery ? 'use_app' : 'use_recovery')}
        </Button>
        <Button variant="text" onClick={() => onStartAgain('')}>
          {words('start_again')}
        </Button>
      </Box>
    </Box>
  );
}
