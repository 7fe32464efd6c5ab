import { Create, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useRecordContext, useTranslate } from 'react-admin';
import type { SeoPageRecord } from '@newsroom/contract/admin/site-pages-content';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput } from '../../components/language-input';
import { SEO_TYPE_CHOICES } from './page-choices';
import { StoredImageInput } from './stored-image-input';

function SeoFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="meta_title" fullWidth />
      <TextInput source="meta_description" multiline fullWidth />
      <TextInput source="meta_keyword" fullWidth />
      <TextInput source="schema_markup" multiline minRows={4} fullWidth helperText={translate('console.site_pages.schema_help')} />
      <StoredImageInput source="og_image" />
    </>
  );
}

/** A screen of a language the list lacks: the server refuses a second one of the same screen. */
export function SeoPageCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.seo-pages.name', { smart_count: 1 }) })} />
      <Create resource="seo-pages" title={' '} redirect="edit">
        <SimpleForm>
          <LanguageInput validate={required()} />
          <SelectInput source="page_type" choices={SEO_TYPE_CHOICES} validate={required()} />
          <SeoFields />
        </SimpleForm>
      </Create>
    </>
  );
}

function SeoPageHeading() {
  const translate = useTranslate();
  const record = useRecordContext<SeoPageRecord>();
  return <ScreenHeading text={record ? translate(`console.site_pages.seo_types.${record.page_type}`, { _: record.page_type }) : ''} />;
}

/** No delete: every screen always has its search fields, empty at worst. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The screen and language are what the fields belong to: shown, not edited. */
export function SeoPageEdit() {
  return (
    <Edit resource="seo-pages" title={' '} mutationMode="pessimistic" redirect={false}>
      <SeoPageHeading />
      <SimpleForm toolbar={<SaveOnly />}>
        <LanguageInput disabled />
        <SelectInput source="page_type" choices={SEO_TYPE_CHOICES} disabled />
        <SeoFields />
      </SimpleForm>
    </Edit>
  );
}
