import { Datagrid, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import { SEO_TYPE_CHOICES } from './page-choices';
import { RecordLink } from '../../components/record-link';

/** One row per screen and language; a screen a language lacks is added with Create. */
export function SeoPageList() {
  const translate = useTranslate();
  const filters = [
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <SelectInput key="type" source="page_type" choices={SEO_TYPE_CHOICES} emptyText="console.site_pages.all" alwaysOn />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.seo-pages.name', { smart_count: 2 })} />
      <List resource="seo-pages" title={' '} filters={filters} sort={{ field: 'page_type', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="page_type" text={(record) => translate(`console.site_pages.seo_types.${String(record.page_type)}`, { _: String(record.page_type) })} />
          <LanguageField />
          <TextField source="meta_title" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
