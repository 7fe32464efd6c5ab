import { Create, Datagrid, Edit, ImageField, List, NumberField, SimpleForm, TextField, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { AdminTagRecord } from '@newsroom/contract/admin/taxonomy-tags-locations';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput, useSiteLanguages } from '../../components/language-input';
import { formBody, SlugInput, TaxonomyImageInput, withImageRemoval } from './taxonomy-inputs';
import { RecordLink } from '../../components/record-link';

export function TagList() {
  const translate = useTranslate();
  const filters = [
    <LanguageInput key="language" alwaysOn emptyText="console.content.all_languages" />,
    <TextInput key="q" source="q" label={translate('console.taxonomy.search')} alwaysOn resettable />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.tags.name', { smart_count: 2 })} />
      <List resource="tags" title={' '} filters={filters} sort={{ field: 'tag_name', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <RecordLink source="tag_name" text={(record) => String(record.tag_name)} />
          <TextField source="slug" />
          <LanguageField />
          <ImageField source="og_image" title="tag_name" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
          <NumberField source="news_count" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}

function TagInputs({ creating }: { creating: boolean }) {
  const languages = useSiteLanguages();
  return (
    <>
      <LanguageInput validate={required()} disabled={!creating} defaultValue={languages.find((language) => language.is_default)?.id} />
      <TextInput source="tag_name" validate={required()} />
      <SlugInput creating={creating} />
      <TextInput source="meta_title" fullWidth />
      <TextInput source="meta_description" multiline minRows={2} fullWidth />
      <TextInput source="meta_keyword" fullWidth />
      <TaxonomyImageInput source="og_image" />
    </>
  );
}

export function TagCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.tags.name', { smart_count: 1 }) })} />
      <Create resource="tags" title={' '} redirect="list" transform={formBody}>
        <SimpleForm>
          <TagInputs creating />
        </SimpleForm>
      </Create>
    </>
  );
}

function TagHeading() {
  const record = useRecordContext<AdminTagRecord>();
  return <ScreenHeading text={record?.tag_name ?? ''} />;
}

/** Deleting a tag only takes it off its stories, so the toolbar's delete stays available. */
export function TagEdit() {
  return (
    <Edit resource="tags" title={' '} mutationMode="pessimistic" redirect="list" transform={withImageRemoval('og_image', 'remove_og_image')}>
      <TagHeading />
      <SimpleForm>
        <TagInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}
