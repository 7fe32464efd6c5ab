import { BooleanField, Datagrid, DateField, List, NumberField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../components/language-input';
import { RecordLink } from '../../components/record-link';

/** Newest first; filters by words, language and open or closed. */
export function SurveyList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.site_pages.search')} alwaysOn resettable />,
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <SelectInput
      key="open"
      source="open"
      label="resources.surveys.fields.open"
      choices={[
        { id: true, name: 'console.site_pages.open' },
        { id: false, name: 'console.site_pages.closed' },
      ]}
      emptyText="console.site_pages.all"
      alwaysOn
    />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.surveys.name', { smart_count: 2 })} />
      <List resource="surveys" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="question" text={(record) => String(record.question)} />
          <LanguageField />
          <BooleanField source="open" sortable={false} />
          <NumberField source="votes" sortable={false} />
          <DateField source="created_at" showTime />
        </Datagrid>
      </List>
    </>
  );
}
