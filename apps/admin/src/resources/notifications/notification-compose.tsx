import { Divider, Typography } from '@mui/material';
import {
  AutocompleteInput, BooleanInput, Create, DateTimeInput, FormDataConsumer, ImageField, ImageInput, NumberInput, RadioButtonGroupInput, ReferenceInput,
  required, SimpleForm, TextInput, useTranslate,
} from 'react-admin';
import { MAX_RADIUS_KM, NOTIFICATION_LINKS } from '@newsroom/contract/admin/notifications';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput, useSiteLanguages } from '../../components/language-input';

const LINK_CHOICES = NOTIFICATION_LINKS.map((link) => ({ id: link, name: `console.notifications.links.${link}` }));
const WHEN_CHOICES = [
  { id: 'now', name: 'console.notifications.when.now' },
  { id: 'later', name: 'console.notifications.when.later' },
];

function Part({ words, help }: { words: string; help?: string }) {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 2 }} />
      <Typography component="h2" variant="h6">
        {translate(words)}
      </Typography>
      {help && <Typography variant="body2">{translate(help)}</Typography>}
    </>
  );
}

/** Stories and categories are offered in the notification's own language only. */
const inLanguage = (languageId: unknown, more: Record<string, unknown> = {}) => (languageId ? { language_id: languageId, ...more } : more);

function LinkInputs() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <>
          <RadioButtonGroupInput source="link" choices={LINK_CHOICES} helperText="console.notifications.link_help" />
          {formData.link === 'story' && (
            <ReferenceInput source="news_id" reference="news" filter={inLanguage(formData.language_id, { state: 'published' })} sort={{ field: 'published_at', order: 'DESC' }} perPage={20}>
              <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} validate={required()} sx={{ minInlineSize: 360 }} />
            </ReferenceInput>
          )}
          <Part words="console.notifications.audience" help="console.notifications.audience_help" />
          <BooleanInput source="followers_only" helperText="console.notifications.followers_help" />
          {(formData.link === 'category' || formData.followers_only) && (
            <ReferenceInput source="category_id" reference="categories" filter={inLanguage(formData.language_id)} sort={{ field: 'row_order', order: 'ASC' }} perPage={100}>
              <AutocompleteInput optionText="category_name" filterToQuery={(q: string) => ({ q })} validate={required()} helperText="console.notifications.category_help" sx={{ minInlineSize: 360 }} />
            </ReferenceInput>
          )}
        </>
      )}
    </FormDataConsumer>
  );
}

function PlaceInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate('console.notifications.location')}
      </Typography>
      <Typography variant="body2">{translate('console.notifications.location_help')}</Typography>
      <NumberInput source="latitude" min={-90} max={90} step="any" />
      <NumberInput source="longitude" min={-180} max={180} step="any" />
      <NumberInput source="radius_km" min={0} max={MAX_RADIUS_KM} step="any" />
    </>
  );
}

/** The picked time as ISO with its offset, as the API takes it. */
const asIsoTime = (value: string) => (value ? new Date(value).toISOString() : null);

function ScheduleInputs() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <>
          <RadioButtonGroupInput source="when" choices={WHEN_CHOICES} />
          {formData.when === 'later' && <DateTimeInput source="scheduled_at" parse={asIsoTime} validate={required()} helperText="console.notifications.scheduled_help" />}
        </>
      )}
    </FormDataConsumer>
  );
}

/** "Now" sends now, whatever time was picked before switching back. */
const withoutStaleTime = (data: Record<string, unknown>) => (data.when === 'later' ? data : { ...data, scheduled_at: null });

/** Composing: the words, what it opens, who gets it, when. Saved pessimistically (it has a file); its record shows the counts. */
export function NotificationCompose() {
  const translate = useTranslate();
  const languages = useSiteLanguages();
  const defaultLanguage = languages.find((language) => language.is_default)?.id;
  return (
    <>
      <ScreenHeading text={translate('console.notifications.compose')} />
      <Create resource="notifications" title={' '} redirect="show" transform={withoutStaleTime}>
        <SimpleForm defaultValues={{ link: 'none', followers_only: false, when: 'now', language_id: defaultLanguage }}>
          <LanguageInput validate={required()} />
          <TextInput source="title" validate={required()} fullWidth />
          <TextInput source="message" validate={required()} multiline minRows={3} fullWidth />
          <ImageInput
            source="image"
            accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
            helperText="console.notifications.image_help"
            inputProps={{ 'aria-label': translate('console.notifications.image_file') }}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          <LinkInputs />
          <PlaceInputs />
          <Part words="console.notifications.schedule" />
          <ScheduleInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
