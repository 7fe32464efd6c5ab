import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '@newsroom/contract/admin/audit';
import { ScreenHeading } from '../../app/screen-heading';
import { AuditChanges } from './audit-changes';

function EntryHeading() {
  const record = useRecordContext<AuditRecord>();
  return <ScreenHeading text={record ? `${record.action} · ${record.resource} ${record.record_id}`.trim() : ''} />;
}

/** One entry: who, when, from where, and the before/after of every changed field. */
export function AuditLogShow() {
  const translate = useTranslate();
  return (
    <Show resource="audit-log" title={' '} actions={false}>
      <EntryHeading />
      <SimpleShowLayout>
        <DateField source="at" showTime />
        <TextField source="staff_email" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="record_id" emptyText="–" />
        <TextField source="address" emptyText="–" />
        <Labeled label={translate('console.audit.changes')} fullWidth>
          <AuditChanges />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
