import { ArrayInput, BooleanInput, Create, Edit, SimpleForm, SimpleFormIterator, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { MIN_SURVEY_OPTIONS, type SurveyRecord } from '@newsroom/contract/admin/site-pages-surveys';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput } from '../../components/language-input';
import { SurveyResults } from './survey-results';

type OptionValue = { id?: number; text?: string; counter?: number };

/** The form keeps each option's counts for its buttons; the API takes the id (kept options) and words. */
function surveyBody(data: Record<string, unknown>) {
  const options = ((data.options as OptionValue[] | undefined) ?? []).map((option) => (option.id ? { id: option.id, text: option.text ?? '' } : { text: option.text ?? '' }));
  return { ...data, options };
}

const enoughOptions = (value: unknown[] | undefined) =>
  !value || value.length < MIN_SURVEY_OPTIONS ? { message: 'ra.validation.minValue', args: { min: MIN_SURVEY_OPTIONS } } : undefined;

/**
 * react-admin shows an option's move and remove buttons on mouse hover only (hidden, they cannot
 * take the keyboard's focus either): here they are always there.
 */
const ALWAYS_SHOWN_ACTIONS = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

/** Add, remove and order options with the iterator's buttons (keyboard reachable); voted options keep their place in the results. */
function SurveyFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="question" validate={required()} fullWidth />
      <BooleanInput source="open" helperText={translate('console.site_pages.open_help')} />
      <ArrayInput source="options" validate={enoughOptions} helperText={translate('console.site_pages.options_help')}>
        <SimpleFormIterator
          inline
          disableClear
          disableRemove={(option) => ((option as OptionValue).counter ?? 0) > 0}
          getItemLabel={(index) => `${index + 1}.`}
          sx={ALWAYS_SHOWN_ACTIONS}
        >
          <TextInput source="text" label="console.site_pages.option" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function SurveyCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.surveys.name', { smart_count: 1 }) })} />
      <Create resource="surveys" title={' '} redirect="edit" transform={surveyBody}>
        <SimpleForm defaultValues={{ open: true, options: [{ text: '' }, { text: '' }] }}>
          <LanguageInput validate={required()} />
          <SurveyFields />
        </SimpleForm>
      </Create>
    </>
  );
}

function SurveyHeading() {
  const record = useRecordContext<SurveyRecord>();
  return <ScreenHeading text={record?.question ?? ''} />;
}

/** Saved at once (pessimistic), so the results below show the options as stored. */
export function SurveyEdit() {
  return (
    <Edit resource="surveys" title={' '} mutationMode="pessimistic" redirect={false} transform={surveyBody}>
      <SurveyHeading />
      <SimpleForm>
        <LanguageInput disabled />
        <SurveyFields />
      </SimpleForm>
      <SurveyResults />
    </Edit>
  );
}

