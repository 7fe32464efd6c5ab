import { Link } from 'react-router-dom';
import {
  BooleanInput,
  Create,
  Edit,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  Button,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import TranslateIcon from '@mui/icons-material/Translate';
import { TextField as MuiTextField } from '@mui/material';
import type { AdminLanguageRecord } from '@newsroom/contract/admin/languages';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageToolbar, MakeDefaultButton } from './language-toolbar';

/** The record holds the flag's address; react-admin's preview wants `{src}`. */
const asPreview = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: '' } : null) : value);

function FlagInput() {
  const translate = useTranslate();
  // react-admin's label here is a span, not a <label>: the file input is named directly.
  return (
    <ImageInput
      source="image"
      inputProps={{ 'aria-label': translate('resources.languages.fields.image') }}
      accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
      format={asPreview}
      helperText="console.languages.image_help"
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/**
 * The code once saved, shown but not an input of the form: react-admin draws a read-only input as
 * a disabled one, whose greyed help text fails contrast.
 */
function CodeShown() {
  const record = useRecordContext<AdminLanguageRecord>();
  const translate = useTranslate();
  return (
    <MuiTextField
      label={translate('resources.languages.fields.code')}
      value={record?.code ?? ''}
      variant="filled"
      size="small"
      margin="dense"
      helperText={translate('console.languages.code_help')}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

function LanguageInputs({ creating }: { creating: boolean }) {
  return (
    <>
      {creating ? <TextInput source="code" validate={required()} helperText="console.languages.code_help" /> : <CodeShown />}
      <TextInput source="name" validate={required()} />
      <TextInput source="display_name" validate={required()} />
      <BooleanInput source="right_to_left" />
      <BooleanInput source="active" helperText="console.languages.active_help" />
      {creating && <BooleanInput source="copy_default_labels" defaultValue helperText="console.languages.copy_help" />}
      <FlagInput />
    </>
  );
}

/** react-admin leaves an untouched switch undefined; the API's defaults apply then. */
const createBody = (data: Record<string, unknown>) => ({ ...data, active: Boolean(data.active), right_to_left: Boolean(data.right_to_left) });

/** A flag taken away (the input left empty where the record had one) becomes `remove_image`. */
function editBody(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) {
  const { code: _code, ...body } = data;
  return options?.previousData?.image && !data.image ? { ...body, remove_image: true } : body;
}

export function LanguageCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.languages.name', { smart_count: 1 }) })} />
      <Create resource="languages" title={' '} redirect="edit" transform={createBody}>
        <SimpleForm>
          <LanguageInputs creating />
        </SimpleForm>
      </Create>
    </>
  );
}

function LanguageHeading() {
  const record = useRecordContext<AdminLanguageRecord>();
  return <ScreenHeading text={record?.name ?? ''} />;
}

function EditActions() {
  const record = useRecordContext<AdminLanguageRecord>();
  if (!record) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={`/languages/${record.id}/labels`} label="console.languages.labels">
        <TranslateIcon />
      </Button>
      <MakeDefaultButton />
    </TopToolbar>
  );
}

/** Forms with files save pessimistically (ADR 010): the flag is checked by the server first. */
export function LanguageEdit() {
  return (
    <Edit resource="languages" title={' '} mutationMode="pessimistic" redirect={false} transform={editBody} actions={<EditActions />}>
      <LanguageHeading />
      <SimpleForm toolbar={<LanguageToolbar />}>
        <LanguageInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}
