import { BooleanField, Datagrid, DateField, FunctionField, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import type { StaffRecord } from '@newsroom/contract/admin/staff';
import { ScreenHeading } from '../../app/screen-heading';
import { RecordLink } from '../../components/record-link';
import { ROLE_CHOICES } from './role-choices';

/** Search, role and status filters; sorting on the indexed columns the API allows. */
export function StaffList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.staff.search')} alwaysOn resettable />,
    <SelectInput key="role" source="role" label="resources.staff.fields.role" choices={ROLE_CHOICES} emptyText="console.staff.all_roles" alwaysOn />,
    <SelectInput
      key="active"
      source="active"
      label="console.staff.status"
      choices={[
        { id: true, name: 'console.staff.active' },
        { id: false, name: 'console.staff.inactive' },
      ]}
      alwaysOn
    />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.staff.name', { smart_count: 2 })} />
      <List resource="staff" title={' '} filters={filters} sort={{ field: 'email', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="name" text={(record) => (record as StaffRecord).name || (record as StaffRecord).email} />
          <TextField source="email" />
          <FunctionField source="role" render={(record: StaffRecord) => translate(`console.roles.${record.role}`)} />
          <BooleanField source="active" sortable={false} />
          <DateField source="last_sign_in_at" showTime emptyText={translate('console.staff.never')} />
          <DateField source="locked_until" showTime sortable={false} emptyText="–" />
        </Datagrid>
      </List>
    </>
  );
}
