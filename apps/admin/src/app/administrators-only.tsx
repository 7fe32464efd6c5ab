import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from './screen-heading';

/**
 * What a non-administrator sees at a staff or audit address (a bookmark, a shared link): a plain
 * refusal rather than react-admin's "not found", which would suggest the screen does not exist.
 */
export function AdministratorsOnly() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('console.administrators_only.heading')} />
      <Alert severity="info">{translate('console.administrators_only.text')}</Alert>
    </>
  );
}
