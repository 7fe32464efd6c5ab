import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Ten recovery codes, shown once (the server keeps only their hashes): to copy or download before
 * "I have saved them" hides them for good.
 */
export function RecoveryCodesPanel({ codes, email, onSaved }: { codes: string[]; email: string; onSaved: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const words = (key: string, options?: object) => translate(`console.second_factor.${key}`, options);
  const text = `${words('codes_file_title', { email })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <Box component="section" aria-labelledby="recovery-codes-heading" sx={{ mt: 2 }}>
      <Typography id="recovery-codes-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {words('codes_heading')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {words('codes_intro')}
      </Alert>
      <Box component="ul" aria-labelledby="recovery-codes-heading" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 4, rowGap: 0.5, fontFamily: 'monospace', fontSize: '1.1rem', pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {words('copy')}
        </Button>
        {/* A data: link is a real link: it downloads by keyboard as well as by mouse. */}
        <Button variant="outlined" component="a" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="newsroom-console-recovery-codes.txt">
          {words('download')}
        </Button>
        <Button variant="contained" onClick={onSaved}>
          {words('codes_saved')}
        </Button>
        <span role="status">{copied ? words('copied') : ''}</span>
      </Box>
    </Box>
  );
}
