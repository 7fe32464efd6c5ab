import { useState } from 'react';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { AdminLanguageLabels } from '@newsroom/contract/admin/languages-labels';

/** Enough rows to work through without scrolling forever, few enough to keep typing quick. */
const ROWS_PER_PAGE = 50;

interface LabelsTableProps {
  data: AdminLanguageLabels;
  languageName: string;
  defaultCode: string;
  keys: string[];
  edits: Record<string, string>;
  onEdit: (key: string, text: string) => void;
  readOnly: boolean;
}

/** Key, the default language's text and this language's, one row each, a page at a time. */
export function LabelsTable({ data, languageName, defaultCode, keys, edits, onEdit, readOnly }: LabelsTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(keys.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = keys.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);
  const missing = new Set(data.missing);
  return (
    <>
      <Table size="small" aria-label={translate('console.languages.labels_of', { name: languageName })}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{translate('console.languages.key')}</TableCell>
            <TableCell component="th" scope="col">{translate('console.languages.default_text', { code: defaultCode })}</TableCell>
            <TableCell component="th" scope="col">{translate('console.languages.text', { name: languageName })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((key) => (
            <TableRow key={key} data-testid="label-row">
              <TableCell sx={{ width: '25%', wordBreak: 'break-word' }}>
                <Typography variant="body2" component="code">{key}</Typography>
                {missing.has(key) && <Chip size="small" color="warning" variant="outlined" label={translate('console.languages.missing')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ width: '35%' }} lang={defaultCode}>{data.default_labels[key] ?? ''}</TableCell>
              <TableCell>
                <TextField
                  value={edits[key] ?? data.labels[key] ?? ''}
                  onChange={(event) => onEdit(key, event.target.value)}
                  size="small"
                  fullWidth
                  multiline
                  slotProps={{ htmlInput: { 'aria-label': translate('console.languages.text_of', { key, name: languageName }), lang: data.code, readOnly } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
        <Button label="ra.navigation.previous" onClick={() => setPage(current - 1)} disabled={current === 0} />
        <Box>{translate('console.languages.page', { page: current + 1, pages })}</Box>
        <Button label="ra.navigation.next" onClick={() => setPage(current + 1)} disabled={current >= pages - 1} />
      </Stack>
    </>
  );
}
