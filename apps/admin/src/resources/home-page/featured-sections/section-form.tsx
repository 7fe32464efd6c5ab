import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput, BooleanInput, FormDataConsumer, ReferenceArrayInput, required, SelectInput, SimpleForm, TextInput, useTranslate,
} from 'react-admin';
import { FEATURED_FILTER_TYPES, FEATURED_NEWS_TYPES } from '@newsroom/contract/featured-sections';
import { VIDEOS_TYPES } from '@newsroom/contract/admin/home-page-sections';
import { LanguageInput } from '../../../components/language-input';
import { SectionPreview } from './section-preview';
import { StyleInput } from './style-thumbnails';

const choicesOf = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `console.home_page.${group}.${id}` }));

function Part({ words }: { words: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {translate(words)}
    </Typography>
  );
}

/** Stories and categories are offered in the section's own language only. */
const inLanguage = (languageId: unknown) => (languageId ? { language_id: languageId } : {});

/** What decides the items: kind, order, categories or stories picked by hand. */
function ContentInputs() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <>
          <SelectInput source="news_type" choices={choicesOf('news_types', FEATURED_NEWS_TYPES)} validate={required()} />
          {formData.news_type === 'videos' && <SelectInput source="videos_type" choices={choicesOf('videos_types', VIDEOS_TYPES)} validate={required()} />}
          <SelectInput source="filter_type" choices={choicesOf('filter_types', FEATURED_FILTER_TYPES)} validate={required()} />
          {formData.filter_type === 'custom' && (
            <ReferenceArrayInput source="news_ids" reference="section-stories" filter={inLanguage(formData.language_id)} perPage={20}>
              <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} sx={{ minInlineSize: 360 }} />
            </ReferenceArrayInput>
          )}
          {formData.news_type !== 'breaking_news' && (
            <ReferenceArrayInput source="category_ids" reference="section-categories" filter={inLanguage(formData.language_id)} perPage={100}>
              <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minInlineSize: 360 }} />
            </ReferenceArrayInput>
          )}
          {formData.news_type !== 'breaking_news' && <BooleanInput source="is_based_on_user_choice" />}
        </>
      )}
    </FormDataConsumer>
  );
}

/** One form for creating and editing: the section's words, its content with a live preview, its layout and its search fields. */
export function SectionForm({ toolbar }: { toolbar?: ReactElement }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={toolbar} defaultValues={{ news_type: 'news', filter_type: 'recently_added', active: true, style_web: 'style_1', style_app: '' }}>
      <LanguageInput validate={required()} />
      <TextInput source="title" validate={required()} sx={{ minInlineSize: 360 }} />
      <TextInput source="slug" helperText={translate('console.home_page.slug_help')} />
      <TextInput source="short_description" multiline minRows={2} sx={{ minInlineSize: 360 }} />
      <BooleanInput source="active" />
      <Part words="console.home_page.content" />
      <ContentInputs />
      <SectionPreview />
      <Part words="console.home_page.layout" />
      <StyleInput source="style_web" />
      <StyleInput source="style_app" followsWeb />
      <Part words="console.home_page.seo" />
      <TextInput source="meta_title" sx={{ minInlineSize: 360 }} />
      <TextInput source="meta_description" multiline sx={{ minInlineSize: 360 }} />
      <TextInput source="meta_keyword" sx={{ minInlineSize: 360 }} />
    </SimpleForm>
  );
}
