import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { useDemoPassword } from '../../app/demo-password';
import { PasswordField } from '../../components/password-field';

/**
 * The account's password change: the current password proves the person at the keyboard, the new
 * one follows the server's rules (its refusal reads under the input), and every other session ends.
 */
export function ChangePasswordCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const demoPassword = useDemoPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setErrors({});
    setProblem('');
    setDone(false);
    try {
      const answer = await dataProvider.callRoute('account.password', { body: { current_password: String(form.get('current_password') ?? ''), new_password: String(form.get('new_password') ?? '') } });
      // react-admin answers `{data}` in place of a call refused for an ended session, as it signs out.
      if ('data' in answer) return;
      formElement.reset();
      setDone(true);
      demoPassword.changed();
    } catch (error) {
      const fields = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(translate((error as Error).message || 'console.errors.unreachable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="section" aria-labelledby="change-password-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="change-password-heading" component="h2" variant="h6">
          {translate('console.password.heading')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>{translate('console.password.intro')}</Typography>
        {done && <Alert severity="success" sx={{ mt: 2 }}>{translate('console.password.changed')}</Alert>}
        {problem && <Alert severity="error" sx={{ mt: 2 }}>{problem}</Alert>}
        <form noValidate onSubmit={change}>
          <PasswordField name="current_password" label={translate('console.password.current')} autoComplete="current-password" error={errors.current_password} />
          <PasswordField name="new_password" label={translate('console.password.new')} autoComplete="new-password" error={errors.new_password} help={translate('console.password.rules')} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
            {translate('console.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
