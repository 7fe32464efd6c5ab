import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface RejectDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onReject(reason: string): void;
  onClose(): void;
}

/**
 * Asks the reason before a rejection: the writer reads it in their notifications, so an empty
 * one is refused here as the server would refuse it.
 */
export function RejectDialog({ open, count, busy, onReject, onClose }: RejectDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (reason.trim() !== '') onReject(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reject-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="reject-dialog-title">{translate('console.news.reject_title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          id="reject-reason"
          label={translate('console.news.reject_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing}
          helperText={missing ? translate('console.news.reason_needed') : translate('console.news.reject_reason_help')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={submit} disabled={busy} variant="contained" color="error">
          {translate('console.news.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
