import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { BulkDeleteButton, Create, Datagrid, DateField, Edit, FormDataConsumer, FunctionField, List, SelectInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { LIVE_STREAM_TYPES, type LiveStreamRecord } from '@newsroom/contract/admin/live-coverage';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageField, LanguageInput, useSiteLanguages } from '../../components/language-input';
import { LiveImageInput, SeoInputs, StatusField, StatusInput, withImageRemoval } from './live-inputs';
import { BulkStatusButton } from './live-status-buttons';
import { StreamPlayerPreview } from './stream-player-preview';
import { RecordLink } from '../../components/record-link';

const TYPE_CHOICES = LIVE_STREAM_TYPES.map((type) => ({ id: type, name: `console.live.stream_types.${type}` }));

const BulkActions = () => (
  <>
    <BulkStatusButton route="liveStreams.bulkStatus" status={1} label="console.live.on_air_selected" icon={<PlayCircleIcon />} />
    <BulkStatusButton route="liveStreams.bulkStatus" status={0} label="console.live.end_selected" icon={<StopCircleIcon />} />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

export function LiveStreamList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.live.search')} alwaysOn resettable />,
    <LanguageInput key="language_id" alwaysOn emptyText="console.content.all_languages" />,
    <StatusInput key="status" words="stream" alwaysOn />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.live-streams.name', { smart_count: 2 })} />
      <List resource="live-streams" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActions />}>
          <RecordLink source="title" text={(record) => String(record.title)} />
          <LanguageField />
          <StatusField words="stream" />
          <FunctionField source="type" sortable={false} render={(record: LiveStreamRecord) => translate(`console.live.stream_types.${record.type}`)} />
          <DateField source="created_at" showTime />
        </Datagrid>
      </List>
    </>
  );
}

function UrlInput({ type }: { type: unknown }) {
  return <TextInput source="url" type="url" validate={required()} fullWidth helperText={type === 'url_youtube' ? 'console.live.url_help_youtube' : 'console.live.url_help_other'} />;
}

function LiveStreamInputs() {
  const languages = useSiteLanguages();
  return (
    <>
      <LanguageInput validate={required()} defaultValue={languages.find((language) => language.is_default)?.id} />
      <TextInput source="title" validate={required()} fullWidth />
      <StatusInput words="stream" helperText="console.live.stream_status_help" />
      <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
      <FormDataConsumer>{({ formData }) => <UrlInput type={formData.type} />}</FormDataConsumer>
      <StreamPlayerPreview />
      <LiveImageInput />
      <SeoInputs />
    </>
  );
}

export function LiveStreamCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.live-streams.name', { smart_count: 1 }) })} />
      <Create resource="live-streams" title={' '} redirect="edit">
        <SimpleForm defaultValues={{ status: 1, type: 'url_youtube' }}>
          <LiveStreamInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

function LiveStreamHeading() {
  const record = useRecordContext<LiveStreamRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

export function LiveStreamEdit() {
  return (
    <Edit resource="live-streams" title={' '} mutationMode="pessimistic" redirect={false} transform={withImageRemoval}>
      <LiveStreamHeading />
      <SimpleForm>
        <LiveStreamInputs />
      </SimpleForm>
    </Edit>
  );
}
