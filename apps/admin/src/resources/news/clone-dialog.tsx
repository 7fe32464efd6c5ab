import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button as ActionButton, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { useSiteLanguages } from '../../components/language-input';
import type { ConsoleDataProvider } from '../../data/data-provider';

/** Clone to another language: a draft copy the server makes (its files copied, never shared), opened at once. */
export function CloneButton() {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsRecord>();
  const languages = useSiteLanguages().filter((language) => language.id !== record?.language_id);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  if (!record || languages.length === 0) return null;
  const clone = async () => {
    if (language === '') return;
    setBusy(true);
    try {
      const copy = await dataProvider.callRoute('news.clone', { params: { id: record.id }, body: { language_id: language } });
      notify('console.news.cloned', { type: 'success' });
      setOpen(false);
      redirect('edit', 'news', copy.id);
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ActionButton label="console.news.clone" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </ActionButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clone-dialog-title" fullWidth maxWidth="xs">
        <DialogTitle id="clone-dialog-title">{translate('console.news.clone_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('console.news.clone_help')}</DialogContentText>
          <TextField select fullWidth margin="normal" id="clone-language" label={translate('console.content.language')} value={language} onChange={(event) => setLanguage(Number(event.target.value))}>
            {languages.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={clone} disabled={busy || language === ''} variant="contained">
            {translate('console.news.clone_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
