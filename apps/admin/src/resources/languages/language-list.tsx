import { Link } from 'react-router-dom';
import { BooleanField, CreateButton, Datagrid, FunctionField, ImageField, List, NumberField, TextField, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { AdminLanguageRecord } from '@newsroom/contract/admin/languages';
import { ScreenHeading } from '../../app/screen-heading';
import { RecordLink } from '../../components/record-link';

/** Each row's way to its labels, named after the language so a screen reader tells the links apart. */
function LabelsLink() {
  const translate = useTranslate();
  return (
    <FunctionField
      label="console.languages.labels"
      render={(record: AdminLanguageRecord) => (
        <Link to={`/languages/${record.id}/labels`} onClick={(event) => event.stopPropagation()}>
          {translate('console.languages.open_labels', { name: record.name, smart_count: record.missing_labels })}
        </Link>
      )}
    />
  );
}

/**
 * Every language, inactive ones included. Administrators open a language from its name; editors
 * read the list and each language's labels.
 */
export function LanguageList({ canEdit }: { canEdit: boolean }) {
  const translate = useTranslate();
  const filters = [<TextInput key="q" source="q" label={translate('console.languages.search')} alwaysOn resettable />];
  return (
    <>
      <ScreenHeading text={translate('resources.languages.name', { smart_count: 2 })} />
      <List
        resource="languages"
        title={' '}
        filters={filters}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        actions={canEdit ? <TopToolbar><CreateButton /></TopToolbar> : false}
      >
        <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
          {canEdit ? <RecordLink source="name" text={(record) => String(record.name)} /> : <TextField source="name" />}
          <TextField source="code" />
          <TextField source="display_name" sortable={false} />
          <ImageField source="image" title="name" sortable={false} sx={{ '& img': { maxHeight: 24 } }} />
          <BooleanField source="is_default" sortable={false} />
          <BooleanField source="active" sortable={false} />
          <BooleanField source="right_to_left" sortable={false} />
          <NumberField source="missing_labels" sortable={false} />
          <LabelsLink />
        </Datagrid>
      </List>
    </>
  );
}
