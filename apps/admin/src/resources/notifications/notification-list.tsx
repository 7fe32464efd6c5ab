import { CreateButton, Datagrid, DateField, List, SelectInput, TextInput, TopToolbar, useTranslate, type GetListResult } from 'react-admin';
import type { NotificationRecord } from '@newsroom/contract/admin/notifications';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import { RecordLink } from '../../components/record-link';
import { AudienceField, CountField, StateField, refreshWhileSending } from './notification-fields';

const STATE_CHOICES = [
  { id: 'scheduled', name: 'console.notifications.filter_states.scheduled' },
  { id: 'sent', name: 'console.notifications.filter_states.sent' },
];

/** The list reads again while a push is under way, until its counts are final. */
const queryOptions = {
  refetchInterval: (query: { state: { data?: GetListResult<NotificationRecord> } }) => refreshWhileSending(query.state.data?.data ?? []),
};

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="console.notifications.compose" />
    </TopToolbar>
  );
}

/** The history: newest first, sent and scheduled, each with its push's delivery counts. */
export function NotificationList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.notifications.search')} alwaysOn resettable />,
    <LanguageInput key="language_id" alwaysOn emptyText="console.content.all_languages" />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn emptyText="console.notifications.all_states" />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.notifications.name', { smart_count: 2 })} />
      <List resource="notifications" title={' '} filters={filters} actions={<ListActions />} sort={{ field: 'sent_at', order: 'DESC' }} perPage={25} queryOptions={queryOptions}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <RecordLink source="title" type="show" text={(record) => String(record.title)} />
          <LanguageField />
          <StateField />
          <DateField source="sent_at" showTime />
          <AudienceField label="console.notifications.audience" />
          <CountField source="sent" />
          <CountField source="failed" />
          <CountField source="removed" />
        </Datagrid>
      </List>
    </>
  );
}
