import { useCallback } from 'react';
import { Datagrid, ImageField, List, NumberField, ReferenceField, ReferenceInput, SelectInput, TextField, TextInput, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { RowOrderPanel } from './row-order-panel';
import { RecordLink } from '../../components/record-link';

/** The categories of the language the list is filtered to, so the two filters agree. */
function CategoryFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const languageId = Number(filterValues.language_id) || undefined;
  return (
    <ReferenceInput source={source} reference="categories" filter={languageId ? { language_id: languageId } : {}} sort={{ field: 'row_order', order: 'ASC' }} perPage={100}>
      <SelectInput optionText="category_name" label="resources.subcategories.fields.category_id" emptyText="console.taxonomy.all_categories" />
    </ReferenceInput>
  );
}

function SubcategoryOrder() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const categoryId = Number(filterValues.category_id) || null;
  const nameOf = useCallback((record: Record<string, unknown>) => String(record.subcategory_name), []);
  return (
    <RowOrderPanel
      resource="subcategories"
      scope={categoryId ? { category_id: categoryId } : null}
      pickScope="console.taxonomy.order_pick_category"
      nameOf={nameOf}
      save={(ids) => dataProvider.callRoute('subcategories.order', { body: { category_id: categoryId!, ids } })}
    />
  );
}

export function SubcategoryList() {
  const translate = useTranslate();
  const filters = [
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <CategoryFilter key="category" source="category_id" alwaysOn />,
    <TextInput key="q" source="q" label={translate('console.taxonomy.search')} alwaysOn resettable />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.subcategories.name', { smart_count: 2 })} />
      <List resource="subcategories" title={' '} filters={filters} sort={{ field: 'row_order', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ReferenceField source="category_id" reference="categories" link={false} sortable={false}>
            <TextField source="category_name" />
          </ReferenceField>
          <NumberField source="row_order" />
          <RecordLink source="subcategory_name" text={(record) => String(record.subcategory_name)} />
          <TextField source="slug" sortable={false} />
          <LanguageField />
          <ImageField source="image" title="subcategory_name" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
          <NumberField source="news_count" sortable={false} />
        </Datagrid>
        <SubcategoryOrder />
      </List>
    </>
  );
}
