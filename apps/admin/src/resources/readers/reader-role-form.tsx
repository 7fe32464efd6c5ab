import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { GRANTABLE_READER_ROLES, type ReaderProfile } from '@newsroom/contract/admin/readers';
import { useReaderCall } from './use-reader-call';

type Grantable = (typeof GRANTABLE_READER_ROLES)[number];
const grantable = (role: string): role is Grantable => (GRANTABLE_READER_ROLES as readonly string[]).includes(role);

/**
 * Grants or removes the right to write (editors and administrators). The legacy administrator role
 * of the apps is shown but never offered: choosing another role replaces it.
 */
export function ReaderRoleForm() {
  const record = useRecordContext<ReaderProfile>();
  const translate = useTranslate();
  const { run, busy } = useReaderCall();
  const [chosen, setChosen] = useState<Grantable | ''>('');
  if (!record) return null;
  const current = grantable(record.role) ? record.role : '';
  const role = chosen || current;
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {record.role === 'admin' && <Alert severity="info">{translate('console.readers.legacy_admin')}</Alert>}
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          select
          id="reader-role"
          label={translate('console.readers.role_label')}
          value={role}
          onChange={(event) => setChosen(event.target.value as Grantable)}
          helperText={translate('console.readers.role_help')}
          size="small"
          sx={{ minWidth: 280 }}
        >
          {GRANTABLE_READER_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`console.readers.roles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          label="console.readers.change_role"
          variant="outlined"
          disabled={busy || !role || role === record.role}
          onClick={async () => {
            if (role && (await run((provider) => provider.callRoute('readers.setRole', { params: { id: record.id }, body: { role } }), 'console.readers.role_done'))) setChosen('');
          }}
        />
      </Stack>
    </Stack>
  );
}
