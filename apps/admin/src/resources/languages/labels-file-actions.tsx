import { useId, useState } from 'react';
import { Button as MuiButton, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useTranslate } from 'react-admin';
import type { AdminLanguageLabels } from '@newsroom/contract/admin/languages-labels';

/** The labels as a file, keys in the screen's order, for translators and for another site. */
export function exportLabels(data: AdminLanguageLabels) {
  const ordered = Object.fromEntries(data.known_keys.filter((key) => key in data.labels).map((key) => [key, data.labels[key]]));
  const blob = new Blob([`${JSON.stringify(ordered, null, 2)}\n`], { type: 'application/json' });
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = `labels-${data.code}.json`;
  link.click();
  URL.revokeObjectURL(address);
}

/** A file's text as a JSON object, or null: the server checks each key and text. */
export function parseLabelsFile(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface FileActionsProps {
  data: AdminLanguageLabels;
  canImport: boolean;
  busy: boolean;
  onImport: (file: File, replace: boolean) => void;
}

export function LabelsFileActions({ data, canImport, busy, onImport }: FileActionsProps) {
  const translate = useTranslate();
  const [replace, setReplace] = useState(false);
  const helpId = useId();
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button label="console.languages.export" onClick={() => exportLabels(data)} variant="outlined">
          <DownloadIcon />
        </Button>
        {canImport && (
          <>
            <MuiButton component="label" variant="outlined" size="small" disabled={busy} startIcon={<UploadFileIcon />}>
              {translate('console.languages.import')}
              <input
                type="file"
                accept="application/json,.json"
                hidden
                aria-describedby={helpId}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) onImport(file, replace);
                }}
              />
            </MuiButton>
            <FormControlLabel control={<Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)} />} label={translate('console.languages.import_replace')} />
          </>
        )}
      </Stack>
      {canImport && (
        <Typography id={helpId} variant="body2" color="text.secondary">
          {translate('console.languages.import_help')}
        </Typography>
      )}
    </Stack>
  );
}
