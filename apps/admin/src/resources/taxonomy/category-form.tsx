import { Divider, Typography } from '@mui/material';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, TextInput, Toolbar, required, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput, useSiteLanguages } from '../../components/language-input';
import { formBody, SlugInput, TaxonomyImageInput, withImageRemoval } from './taxonomy-inputs';

/** The search-engine fields a category and a subcategory share. */
export function SeoInputs() {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 2 }} />
      <Typography component="h2" variant="h6">{translate('console.taxonomy.seo')}</Typography>
      <TextInput source="meta_title" fullWidth />
      <TextInput source="meta_description" multiline minRows={2} fullWidth />
      <TextInput source="meta_keyword" fullWidth />
    </>
  );
}

function CategoryInputs({ creating }: { creating: boolean }) {
  const languages = useSiteLanguages();
  return (
    <>
      <LanguageInput validate={required()} disabled={!creating} defaultValue={languages.find((language) => language.is_default)?.id} />
      <TextInput source="category_name" validate={required()} />
      <SlugInput creating={creating} />
      <TaxonomyImageInput source="image" />
      <SeoInputs />
    </>
  );
}

/** Delete is refused by the server while stories are filed here; the toolbar says why first. */
export function TaxonomyToolbar() {
  const record = useRecordContext<{ news_count?: number }>();
  const translate = useTranslate();
  const stories = record?.news_count ?? 0;
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
      <SaveButton />
      {stories > 0 ? <Typography variant="body2">{translate('console.taxonomy.delete_blocked', { smart_count: stories })}</Typography> : <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** Forms with files save pessimistically (ADR 010): the image is checked by the server first. */
export function CategoryCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.categories.name', { smart_count: 1 }) })} />
      <Create resource="categories" title={' '} redirect="list" transform={formBody}>
        <SimpleForm>
          <CategoryInputs creating />
        </SimpleForm>
      </Create>
    </>
  );
}

function CategoryHeading() {
  const record = useRecordContext<AdminCategoryRecord>();
  return <ScreenHeading text={record?.category_name ?? ''} />;
}

export function CategoryEdit() {
  return (
    <Edit resource="categories" title={' '} mutationMode="pessimistic" redirect="list" transform={withImageRemoval('image', 'remove_image')}>
      <CategoryHeading />
      <SimpleForm toolbar={<TaxonomyToolbar />}>
        <CategoryInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}
