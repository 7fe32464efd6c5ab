import { Typography } from '@mui/material';
import { Title } from 'react-admin';

/**
 * Every screen names itself in an `h1` (ADR 010: react-admin's own title lives in the app bar,
 * as a `span`), and the app bar and the browser tab say the same.
 */
export function ScreenHeading({ text, id }: { text: string; id?: string }) {
  return (
    <>
      <Title title={text} />
      <Typography id={id} component="h1" variant="h5" sx={{ mt: 2, mb: 1 }}>
        {text}
      </Typography>
    </>
  );
}
