import { BooleanField, Datagrid, FunctionField, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import type { PageRecord } from '@newsroom/contract/admin/site-pages-content';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import { PAGE_TYPE_CHOICES } from './page-choices';
import { RecordLink } from '../../components/record-link';

export function PageList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.site_pages.search')} alwaysOn resettable />,
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <SelectInput key="type" source="page_type" choices={PAGE_TYPE_CHOICES} emptyText="console.site_pages.all" alwaysOn />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.pages.name', { smart_count: 2 })} />
      <List resource="pages" title={' '} filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="title" text={(record) => String(record.title)} />
          <FunctionField source="page_type" render={(record: PageRecord) => translate(`console.site_pages.page_types.${record.page_type}`, { _: record.page_type })} />
          <TextField source="slug" sortable={false} />
          <LanguageField />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
