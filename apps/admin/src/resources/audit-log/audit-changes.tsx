import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '@newsroom/contract/admin/audit';
import { changeValue } from './change-value';

/** A record's changed fields as a table: each field with its value before and after. */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const changes = Object.entries(record.changes);
  if (changes.length === 0) return <Typography>{translate('console.audit.no_changes')}</Typography>;
  return (
    <Table size="small" aria-label={translate('console.audit.changes')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{translate('console.audit.field')}</TableCell>
          <TableCell component="th" scope="col">{translate('console.audit.before')}</TableCell>
          <TableCell component="th" scope="col">{translate('console.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([field, [before, after]]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">{field}</TableCell>
            <TableCell>{changeValue(before)}</TableCell>
            <TableCell>{changeValue(after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
