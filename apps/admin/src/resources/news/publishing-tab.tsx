import { DateInput, Labeled, required, SelectInput, TextField, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { statusChoices } from './news-choices';
import { PublishAtInput } from './publish-at-input';
import { PushButton } from './push-button';

/** Status, when it appears and until when; a rejected story shows why. Authors choose draft or pending only. */
export function PublishingTab() {
  const translate = useTranslate();
  const { permissions } = usePermissions<StaffRole>();
  const record = useRecordContext<AdminNewsRecord>();
  // A rejected story stays so until someone picks another status (only the reject route rejects).
  const choices = [...statusChoices(permissions), ...(record?.status === 'rejected' ? [{ id: 'rejected', name: 'console.news.status.rejected', disabled: true }] : [])];
  return (
    <>
      {record?.status === 'rejected' && (
        <Labeled label={translate('console.news.status.rejected')}>
          <TextField source="rejection_reason" />
        </Labeled>
      )}
      <SelectInput source="status" choices={choices} defaultValue="draft" validate={required()} />
      <PublishAtInput />
      <DateInput source="show_till" helperText="console.news.show_till_help" parse={(value: string) => (value ? value : null)} />
      <PushButton />
    </>
  );
}
