import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { SecondFactorStatus, TotpEnrolment } from '@newsroom/contract/admin/second-factor';
import type { ConsoleDataProvider } from '../data/data-provider';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { routeFailure } from './route-failure';
import { TotpEnrolmentForm } from './totp-enrolment';

/**
 * The Account page's "Two-step sign-in": off → a new key (QR code and text) → confirmed with a
 * code → ten recovery codes shown once. When on: new codes, or off, each with the password.
 */
export function TwoStepSection({ email }: { email: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const words = (key: string, options?: object) => translate(`console.second_factor.${key}`, options);

  const reload = useCallback(() => dataProvider.callRoute('account.secondFactor').then(setStatus, (error: unknown) => setProblem(routeFailure(error, translate).problem)), [dataProvider, translate]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setFields({});
    setProblem('');
    setNotice('');
    try {
      await work();
    } catch (error) {
      const failure = routeFailure(error, translate);
      setFields(failure.fields);
      setProblem(failure.problem);
    } finally {
      setBusy(false);
    }
  }

  const start = () => attempt(async () => setEnrolment(await dataProvider.callRoute('account.totpStart', { body: {} })));

  function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const action = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const password = String(new FormData(form).get('password') ?? '');
    void attempt(async () => {
      if (action === 'new_codes') setCodes((await dataProvider.callRoute('account.recoveryCodes', { body: { password } })).recovery_codes);
      else {
        await dataProvider.callRoute('account.totpDisable', { body: { password } });
        setNotice(words('turned_off'));
      }
      form.reset();
      await reload();
    });
  }

  const on = status?.enabled === true;
  return (
    <Card component="section" aria-labelledby="two-step-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="two-step-heading" component="h2" variant="h6">
          {words('section_heading')}
        </Typography>
        {status && (
          <Typography sx={{ mt: 1 }}>
            {on ? words('on_text', { date: new Date(status.enabled_at!).toLocaleDateString(locale), smart_count: status.recovery_codes_left }) : words('off_text')}
          </Typography>
        )}
        {notice && <Alert severity="success" sx={{ mt: 2 }}>{notice}</Alert>}
        {problem && <Alert severity="error" sx={{ mt: 2 }}>{problem}</Alert>}
        {codes ? (
          <RecoveryCodesPanel codes={codes} email={email} onSaved={() => setCodes(null)} />
        ) : enrolment ? (
          <TotpEnrolmentForm
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onConfirmed={(fresh) => {
              setEnrolment(null);
              setCodes(fresh);
              void reload();
            }}
          />
        ) : on ? (
          <form noValidate onSubmit={withPassword}>
            <TextField name="password" type="password" label={words('password_to_change')} autoComplete="current-password" required margin="normal" error={Boolean(fields.password)} helperText={fields.password} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button type="submit" name="action" value="new_codes" variant="outlined" disabled={busy}>
                {words('new_codes')}
              </Button>
              <Button type="submit" name="action" value="turn_off" variant="outlined" color="error" disabled={busy}>
                {words('turn_off')}
              </Button>
            </Box>
          </form>
        ) : (
          status && (
            <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void start()}>
              {words('turn_on')}
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}
