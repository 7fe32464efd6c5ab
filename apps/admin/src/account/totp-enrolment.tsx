import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TotpEnrolment } from '@newsroom/contract/admin/second-factor';
import type { ConsoleDataProvider } from '../data/data-provider';
import { routeFailure } from './route-failure';

/** `ABCD EFGH …`: easier to type into a phone than 32 letters in a row (apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The new key as a QR code and as text, and the code that proves the app holds it. The key turns
 * the second factor on only once confirmed; until then the password alone still signs in.
 */
export function TotpEnrolmentForm({ enrolment, onConfirmed, onCancel }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const words = (key: string) => translate(`console.second_factor.${key}`);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setFields({});
    setProblem('');
    try {
      const answer = await dataProvider.callRoute('account.totpConfirm', { body: { code } });
      onConfirmed(answer.recovery_codes);
    } catch (error) {
      const failure = routeFailure(error, translate);
      setFields(failure.fields);
      setProblem(failure.problem);
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{words('scan')}</Typography>
      <Box sx={{ my: 2, p: 1, bgcolor: '#fff', display: 'inline-block' }}>
        <QRCodeSVG value={enrolment.otpauth_uri} size={192} marginSize={2} role="img" aria-label={words('qr_label')} />
      </Box>
      <TextField
        label={words('key')}
        value={grouped(enrolment.secret)}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {problem && <Alert severity="error" sx={{ mt: 1 }}>{problem}</Alert>}
      <form noValidate onSubmit={confirm}>
        <TextField
          name="code"
          label={words('confirm_code')}
          autoComplete="one-time-code"
          required
          margin="normal"
          error={Boolean(fields.code)}
          helperText={fields.code}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {words('confirm')}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {words('cancel')}
          </Button>
        </Box>
      </form>
    </Box>
  );
}
