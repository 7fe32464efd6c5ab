import { BooleanInput, Create, Edit, FormDataConsumer, SelectInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { PageRecord } from '@newsroom/contract/admin/site-pages-content';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput, useSiteLanguages } from '../../components/language-input';
import { StoryTextInput } from '../../components/story-text-input';
import { PAGE_TYPE_CHOICES } from './page-choices';
import { StoredImageInput } from './stored-image-input';

/** Everything but the language, which a page keeps (another language gets its own page). */
function PageFields() {
  const translate = useTranslate();
  const languages = useSiteLanguages();
  // The text runs in its page's language direction, not the console's.
  const direction = (languageId: unknown) => (languages.find((language) => language.id === languageId)?.right_to_left ? 'rtl' : 'ltr');
  return (
    <>
      <SelectInput source="page_type" choices={PAGE_TYPE_CHOICES} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" validate={required()} />
      <FormDataConsumer<{ language_id?: number }>>
        {({ formData }) => <StoryTextInput source="page_content" label="resources.pages.fields.page_content" dir={direction(formData.language_id)} />}
      </FormDataConsumer>
      <Typography variant="body2">{translate('console.site_pages.content_help')}</Typography>
      <BooleanInput source="active" />
      <StoredImageInput source="page_icon" />
      <StoredImageInput source="og_image" />
      <Typography component="h2" variant="h6">
        {translate('console.site_pages.seo')}
      </Typography>
      <TextInput source="meta_title" fullWidth />
      <TextInput source="meta_description" multiline fullWidth />
      <TextInput source="meta_keyword" fullWidth />
    </>
  );
}

export function PageCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.pages.name', { smart_count: 1 }) })} />
      <Create resource="pages" title={' '} redirect="edit">
        <SimpleForm defaultValues={{ active: true, page_type: 'custom', page_content: '' }}>
          <LanguageInput validate={required()} />
          <PageFields />
        </SimpleForm>
      </Create>
    </>
  );
}

function PageHeading() {
  const record = useRecordContext<PageRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

/** Pessimistic: a form with files cannot be undone by waiting (plan, risks). */
export function PageEdit() {
  return (
    <Edit resource="pages" title={' '} mutationMode="pessimistic" redirect={false}>
      <PageHeading />
      <SimpleForm>
        <LanguageInput disabled />
        <PageFields />
      </SimpleForm>
    </Edit>
  );
}
