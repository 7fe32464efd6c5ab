import { DateField, DeleteButton, ImageField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate, type GetOneResult } from 'react-admin';
import type { NotificationRecord } from '@newsroom/contract/admin/notifications';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField } from '../../components/language-input';
import { AudienceField, DeliveryField, OpensField, StateField, refreshWhileSending } from './notification-fields';

/** The record reads again while its push is under way, until its counts are final. */
const queryOptions = {
  refetchInterval: (query: { state: { data?: GetOneResult<NotificationRecord>['data'] } }) => refreshWhileSending(query.state.data ? [query.state.data] : []),
};

/**
 * A scheduled notification can be cancelled; a sent one only taken off the readers' list, since
 * devices have it already. Either asks first, and waits for the server (no undo: it may be due).
 */
function NotificationActions() {
  const record = useRecordContext<NotificationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const scheduled = record.state === 'scheduled';
  return (
    <TopToolbar>
      <DeleteButton
        mutationMode="pessimistic"
        label={scheduled ? 'console.notifications.cancel' : 'ra.action.delete'}
        confirmTitle={translate(scheduled ? 'console.notifications.cancel_title' : 'console.notifications.delete_title', { title: record.title })}
        confirmContent={scheduled ? 'console.notifications.cancel_text' : 'console.notifications.delete_text'}
      />
    </TopToolbar>
  );
}

function NotificationHeading() {
  const record = useRecordContext<NotificationRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

/** One notification: what it said, where it leads, who it went to, and its delivery counts. */
export function NotificationShow() {
  const translate = useTranslate();
  return (
    <Show resource="notifications" title={' '} actions={<NotificationActions />} queryOptions={queryOptions}>
      <NotificationHeading />
      <SimpleShowLayout>
        <StateField label="resources.notifications.fields.state" />
        <DeliveryField label={translate('console.notifications.delivery')} />
        <DateField source="sent_at" showTime />
        <LanguageField />
        <TextField source="message" />
        <ImageField source="image" title="title" emptyText="–" />
        <OpensField label={translate('console.notifications.opens')} />
        <AudienceField label={translate('console.notifications.audience')} />
        <TextField source="staff_name" emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
