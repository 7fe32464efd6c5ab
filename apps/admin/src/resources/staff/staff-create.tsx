import { Create, PasswordInput, required, SelectInput, SimpleForm, TextInput, email, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { ROLE_CHOICES } from './role-choices';

/**
 * A new account with its role and a first password. The password rules are the server's
 * (readers' rules, ADR 010): its refusal lands under the password input, in its own words.
 */
export function StaffCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.staff.name', { smart_count: 1 }) })} />
      <Create resource="staff" title={' '} redirect="edit">
        <SimpleForm>
          <TextInput source="name" autoComplete="off" />
          <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} defaultValue="editor" />
          <PasswordInput source="password" validate={required()} autoComplete="new-password" helperText={translate('console.staff.password_help')} />
        </SimpleForm>
      </Create>
    </>
  );
}
