import type { ReactElement } from 'react';
import {
  BooleanInput, DateInput, FormDataConsumer, ImageField, ImageInput, ReferenceInput, regex, required, SelectInput, SimpleForm, TextInput, useTranslate,
} from 'react-admin';
import { AD_PLACEMENTS } from '@newsroom/contract/admin/home-page-ads';
import { LanguageInput } from '../../../components/language-input';

export const PLACEMENT_CHOICES = AD_PLACEMENTS.map((id) => ({ id, name: `console.home_page.placements.${id}` }));

/** A stored image comes as its address; the input shows it like a picked one. */
const asPicture = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: '' } : null) : value);

/** The server refuses anything but http and https; saying so here spares a round trip. */
const webAddress = regex(/^https?:\/\/\S+$/i, 'console.home_page.link_rule');

function AdImageInput({ source }: { source: 'web_ad_image' | 'ad_image' }) {
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
      format={asPicture}
      helperText={translate('console.home_page.image_help')}
      // The dropzone's own file input carries no label of its own.
      inputProps={{ 'aria-label': translate(`resources.ad-spaces.fields.${source}`) }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/** Placement (and the section it follows), images for the web and the app, link, days and status. */
export function AdForm({ toolbar }: { toolbar?: ReactElement }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={toolbar} defaultValues={{ ad_space: 'news_details-top', active: true }}>
      <LanguageInput validate={required()} />
      <SelectInput source="ad_space" choices={PLACEMENT_CHOICES} validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.ad_space === 'featured_section' && (
            <ReferenceInput source="featured_section_id" reference="featured-sections" filter={formData.language_id ? { language_id: formData.language_id } : {}} sort={{ field: 'row_order', order: 'ASC' }} perPage={100}>
              <SelectInput optionText="title" validate={required()} />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
      <AdImageInput source="web_ad_image" />
      <AdImageInput source="ad_image" />
      <TextInput source="ad_url" type="url" validate={[required(), webAddress]} sx={{ minInlineSize: 360 }} />
      <DateInput source="starts_on" helperText={translate('console.home_page.dates_help')} />
      <DateInput source="ends_on" />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
