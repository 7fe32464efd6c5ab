import { Avatar } from '@mui/material';
import { BooleanField, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { ReaderProfile } from '@newsroom/contract/admin/readers';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { ScreenHeading } from '../../app/screen-heading';
import { ReaderActions } from './reader-actions';
import { ReaderActivity } from './reader-activity';
import { commentingState, readerName } from './reader-choices';
import { ReaderRoleForm } from './reader-role-form';

function ReaderHeading() {
  const record = useRecordContext<ReaderProfile>();
  return <ScreenHeading text={record ? readerName(record) : ''} />;
}

function ReaderPicture() {
  const record = useRecordContext<ReaderProfile>();
  if (!record) return null;
  return <Avatar src={record.profile || undefined} alt={readerName(record)} sx={{ width: 64, height: 64 }} />;
}

/** Granting the right to write is an editorial decision: moderators see the role, not the form. */
const grantsRoles = (role: StaffRole | undefined) => role === 'administrator' || role === 'editor';

/**
 * The reader's profile: account, status, commenting state (set on the moderation screens), role
 * and activity. Nothing here is a form of the record: each change is its own audited action.
 */
export function ReaderShow() {
  const translate = useTranslate();
  const { permissions } = usePermissions<StaffRole>();
  return (
    <Show resource="readers" title={' '} actions={<ReaderActions />}>
      <ReaderHeading />
      <SimpleShowLayout>
        <ReaderPicture />
        <TextField source="id" />
        <TextField source="name" emptyText="–" />
        <TextField source="email" emptyText="–" />
        <TextField source="mobile" emptyText="–" />
        <TextField source="type" />
        <BooleanField source="active" />
        <DateField source="created_at" showTime />
        <FunctionField source="comment_banned_until" render={(record: ReaderProfile) => commentingState(record, translate)} />
        {grantsRoles(permissions) ? (
          <ReaderRoleForm />
        ) : (
          <FunctionField source="role" render={(record: ReaderProfile) => translate(`console.readers.roles.${record.role}`)} />
        )}
        <Labeled label={translate('console.readers.activity')} fullWidth>
          <ReaderActivity />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
