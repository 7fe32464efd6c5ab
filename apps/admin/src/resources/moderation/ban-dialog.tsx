import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BanLength } from './use-moderation';

/** The lengths a moderator picks from: a day to cool off, a week, a month, or for good. */
const LENGTHS: { value: string; length: BanLength; label: string }[] = [
  { value: '1', length: 1, label: 'console.moderation.ban_1_day' },
  { value: '7', length: 7, label: 'console.moderation.ban_7_days' },
  { value: '30', length: 30, label: 'console.moderation.ban_30_days' },
  { value: 'forever', length: null, label: 'console.moderation.ban_forever' },
];

interface BanDialogProps {
  open: boolean;
  /** Who is barred, as the title names them. */
  writers: string;
  busy: boolean;
  onBan(length: BanLength, reason: string): void;
  onClose(): void;
}

/** Asks how long the writer may not comment and why; the reason stays in the audit log. */
export function BanDialog({ open, writers, busy, onBan, onClose }: BanDialogProps) {
  const translate = useTranslate();
  const [choice, setChoice] = useState('7');
  const [reason, setReason] = useState('');
  const chosen = LENGTHS.find((length) => length.value === choice) ?? LENGTHS[1]!;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ban-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="ban-dialog-title">{translate('console.moderation.ban_title', { name: writers })}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-labelledby="ban-dialog-title" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {LENGTHS.map((length) => (
            <FormControlLabel key={length.value} value={length.value} control={<Radio />} label={translate(length.label)} />
          ))}
        </RadioGroup>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          id="ban-reason"
          label={translate('console.moderation.ban_reason')}
          helperText={translate('console.moderation.ban_reason_help')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={() => onBan(chosen.length, reason.trim())} disabled={busy} variant="contained" color="error">
          {translate('console.moderation.ban')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
