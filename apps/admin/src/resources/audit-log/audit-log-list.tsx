import { Datagrid, DateInput, FunctionField, List, ReferenceInput, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import type { AuditRecord } from '@newsroom/contract/admin/audit';
import { RecordLink } from '../../components/record-link';
import { ScreenHeading } from '../../app/screen-heading';
import { dayEnd, dayStart, isoDay } from '../../components/day-bounds';

/**
 * Newest first. Filters: who (a staff account), resource, record, action and a range of days in
 * the console's time zone; each is served by one of the log's indexes.
 */
export function AuditLogList() {
  const translate = useTranslate();
  const filters = [
    <ReferenceInput key="staff_id" source="staff_id" reference="staff" alwaysOn sort={{ field: 'email', order: 'ASC' }} perPage={100}>
      <SelectInput label="console.audit.who" optionText="email" />
    </ReferenceInput>,
    <TextInput key="resource" source="resource" alwaysOn />,
    <TextInput key="record_id" source="record_id" alwaysOn />,
    <TextInput key="action" source="action" alwaysOn />,
    <DateInput key="from" source="from" label="console.audit.from" alwaysOn format={isoDay} parse={dayStart} />,
    <DateInput key="to" source="to" label="console.audit.to" alwaysOn format={isoDay} parse={dayEnd} />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.audit-log.name', { smart_count: 2 })} />
      <List resource="audit-log" title={' '} filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={50}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <RecordLink source="at" type="show" text={(record) => new Date(String(record.at)).toLocaleString()} />
          <TextField source="staff_email" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="resource" sortable={false} />
          <TextField source="record_id" sortable={false} />
          <FunctionField
            label="console.audit.changes"
            render={(record: AuditRecord) => Object.keys(record.changes).join(', ') || '–'}
          />
        </Datagrid>
      </List>
    </>
  );
}
