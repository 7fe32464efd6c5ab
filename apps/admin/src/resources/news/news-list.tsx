import { CreateButton, Datagrid, List, TopToolbar, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { NewsBulkActions } from './news-bulk-actions';
import { newsColumns } from './news-columns';
import { newsFilters } from './news-filters';

/** No export: react-admin's asks 1,000 rows at once, and a list page answers at most 100. */
const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * Every story the signed-in staff member may see (an author: their own, the API decides), newest
 * first, with search, filters and the review as bulk actions.
 */
export function NewsList() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('resources.news.name', { smart_count: 2 })} />
      <List resource="news" title={' '} filters={newsFilters()} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} actions={<ListActions />}>
        <Datagrid rowClick="edit" bulkActionButtons={<NewsBulkActions resource="news" />}>
          {newsColumns()}
        </Datagrid>
      </List>
    </>
  );
}
