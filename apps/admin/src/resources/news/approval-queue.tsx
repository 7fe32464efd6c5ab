import { Datagrid, List, TextInput, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput } from '../../components/language-input';
import { NewsBulkActions } from './news-bulk-actions';
import { newsColumns } from './news-columns';

/**
 * Submissions waiting for an editor, oldest first (who waited longest is served first). A row
 * opens the story's own screen, under News, where it can be read, approved or rejected.
 */
export function ApprovalQueue() {
  const translate = useTranslate();
  const filters = [<TextInput key="q" source="q" label="console.news.search" alwaysOn resettable />, <LanguageInput key="language" source="language_id" alwaysOn emptyText="console.content.all_languages" />];
  return (
    <>
      <ScreenHeading text={translate('console.news.queue_heading')} />
      <List
        resource="approvals"
        title={' '}
        filter={{ state: 'pending' }}
        filters={filters}
        sort={{ field: 'created_at', order: 'ASC' }}
        perPage={25}
        actions={false}
        empty={<p>{translate('console.news.queue_empty')}</p>}
      >
        <Datagrid rowClick={(id) => `/news/${id}`} bulkActionButtons={<NewsBulkActions resource="approvals" />}>
          {newsColumns()}
        </Datagrid>
      </List>
    </>
  );
}
