import CampaignIcon from '@mui/icons-material/Campaign';
import CancelPresentationIcon from '@mui/icons-material/CancelPresentation';
import { BulkDeleteButton, Datagrid, DateField, FunctionField, List, NumberField, TextInput, useTranslate } from 'react-admin';
import type { BreakingNewsRecord } from '@newsroom/contract/admin/live-coverage';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import { StatusField, StatusInput } from './live-inputs';
import { BulkStatusButton } from './live-status-buttons';
import { RecordLink } from '../../components/record-link';

const BulkActions = () => (
  <>
    <BulkStatusButton route="breakingNews.bulkStatus" status={1} label="console.live.open_selected" icon={<CampaignIcon />} />
    <BulkStatusButton route="breakingNews.bulkStatus" status={0} label="console.live.close_selected" icon={<CancelPresentationIcon />} />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

/** Every language's breaking news, newest first, open and closed; search, language and status filters. */
export function BreakingNewsList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.live.search')} alwaysOn resettable />,
    <LanguageInput key="language_id" alwaysOn emptyText="console.content.all_languages" />,
    <StatusInput key="status" words="breaking" alwaysOn />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.breaking-news.name', { smart_count: 2 })} />
      <List resource="breaking-news" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <RecordLink source="title" text={(record) => String(record.title)} />
          <LanguageField />
          <StatusField words="breaking" />
          <FunctionField source="content_type" sortable={false} render={(record: BreakingNewsRecord) => translate(`console.live.content_types.${record.content_type}`)} />
          <NumberField source="total_views" />
          <DateField source="created_at" showTime />
        </Datagrid>
      </List>
    </>
  );
}
