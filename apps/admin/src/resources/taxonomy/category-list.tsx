import { useCallback } from 'react';
import { Datagrid, ImageField, List, NumberField, TextField, TextInput, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput, useSiteLanguages } from '../../components/language-input';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { RowOrderPanel } from './row-order-panel';
import { RecordLink } from '../../components/record-link';

function CategoryOrder() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const languageId = Number(filterValues.language_id) || null;
  const nameOf = useCallback((record: Record<string, unknown>) => String(record.category_name), []);
  return (
    <RowOrderPanel
      resource="categories"
      scope={languageId ? { language_id: languageId } : null}
      pickScope="console.taxonomy.order_pick_language"
      nameOf={nameOf}
      save={(ids) => dataProvider.callRoute('categories.order', { body: { language_id: languageId!, ids } })}
    />
  );
}

/** One language at a time (the site's order is per language), in that order, with its own reorder panel. */
export function CategoryList() {
  const translate = useTranslate();
  const languages = useSiteLanguages();
  const defaultLanguage = languages.find((language) => language.is_default) ?? languages[0];
  const filters = [
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <TextInput key="q" source="q" label={translate('console.taxonomy.search')} alwaysOn resettable />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.categories.name', { smart_count: 2 })} />
      {defaultLanguage && (
        <List resource="categories" title={' '} filters={filters} filterDefaultValues={{ language_id: defaultLanguage.id }} sort={{ field: 'row_order', order: 'ASC' }} perPage={25}>
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <NumberField source="row_order" />
            <RecordLink source="category_name" text={(record) => String(record.category_name)} />
            <TextField source="slug" sortable={false} />
            <LanguageField />
            <ImageField source="image" title="category_name" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
            <NumberField source="news_count" sortable={false} />
          </Datagrid>
          <CategoryOrder />
        </List>
      )}
    </>
  );
}
