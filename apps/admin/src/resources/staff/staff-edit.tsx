import { BooleanInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { StaffRecord } from '@newsroom/contract/admin/staff';
import { ScreenHeading } from '../../app/screen-heading';
import { ROLE_CHOICES } from './role-choices';
import { StaffActions } from './staff-actions';

function StaffHeading() {
  const record = useRecordContext<StaffRecord>();
  return <ScreenHeading text={record ? record.name || record.email : ''} />;
}

/** No delete: an account that leaves is deactivated, so the audit log still names who did what. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Name, role and active. Saved pessimistically with the version it was read at, so an edit made
 * meanwhile by another administrator is a clear refusal, not an overwrite.
 */
export function StaffEdit() {
  const translate = useTranslate();
  return (
    <Edit resource="staff" title={' '} mutationMode="pessimistic" redirect={false} actions={<StaffActions />}>
      <StaffHeading />
      <SimpleForm toolbar={<SaveOnly />}>
        <TextInput source="email" disabled />
        <TextInput source="name" />
        <SelectInput source="role" choices={ROLE_CHOICES} />
        <BooleanInput source="active" helperText={translate('console.staff.active_help')} />
      </SimpleForm>
    </Edit>
  );
}
