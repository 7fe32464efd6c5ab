import { BooleanField, Datagrid, DateField, DateInput, FunctionField, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import type { ReaderRecord } from '@newsroom/contract/admin/readers';
import { ScreenHeading } from '../../app/screen-heading';
import { RecordLink } from '../../components/record-link';
import { dayEnd, dayStart, isoDay } from '../../components/day-bounds';
import { READER_ROLE_CHOICES, readerName, STATUS_CHOICES } from './reader-choices';

/**
 * Newest readers first. Search covers name, email and phone; the counts of what a reader did are
 * on the profile only, so a page of thousands of readers stays two queries.
 */
export function ReaderList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.readers.search')} alwaysOn resettable />,
    <SelectInput key="active" source="active" label="console.readers.status" choices={STATUS_CHOICES} emptyText="console.readers.all" alwaysOn />,
    <SelectInput key="role" source="role" label="resources.readers.fields.role" choices={READER_ROLE_CHOICES} emptyText="console.readers.all" alwaysOn />,
    <DateInput key="from" source="from" label="console.readers.signed_up_from" alwaysOn format={isoDay} parse={dayStart} />,
    <DateInput key="to" source="to" label="console.readers.signed_up_to" alwaysOn format={isoDay} parse={dayEnd} />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.readers.name', { smart_count: 2 })} />
      <List resource="readers" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <RecordLink source="name" type="show" text={(record) => readerName(record as ReaderRecord)} />
          <TextField source="email" sortable={false} />
          <TextField source="mobile" sortable={false} />
          <FunctionField source="role" sortable={false} render={(record: ReaderRecord) => translate(`console.readers.roles.${record.role}`)} />
          <BooleanField source="active" sortable={false} />
          <DateField source="created_at" showTime />
        </Datagrid>
      </List>
    </>
  );
}
