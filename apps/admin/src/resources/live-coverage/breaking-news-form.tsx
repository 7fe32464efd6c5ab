import { Create, Edit, FileField, FileInput, FormDataConsumer, SelectInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { BreakingNewsRecord } from '@newsroom/contract/admin/live-coverage';
import { CONTENT_TYPES } from '@newsroom/contract/news';
import { ScreenHeading } from '../../app/screen-heading';
import { LanguageInput, useSiteLanguages } from '../../components/language-input';
import { StoryTextInput } from '../../components/story-text-input';
import { LiveImageInput, SeoInputs, StatusInput, withImageRemoval } from './live-inputs';
import { BreakingNewsPushAction } from './breaking-news-push';

const CONTENT_TYPE_CHOICES = CONTENT_TYPES.map((type) => ({ id: type, name: `console.live.content_types.${type}` }));

/** The input each kind needs: an address for a linked video, a file for an uploaded one. */
function VideoInput({ kind }: { kind: unknown }) {
  const translate = useTranslate();
  if (kind === 'video_youtube' || kind === 'video_other') {
    const help = kind === 'video_youtube' ? 'console.live.content_value_help_youtube' : 'console.live.content_value_help_other';
    return <TextInput source="content_value" type="url" validate={required()} helperText={help} fullWidth />;
  }
  if (kind === 'video_upload') {
    return (
      <FileInput source="video" accept={{ 'video/*': ['.mp4', '.webm'] }} helperText="console.live.video_help" inputProps={{ 'aria-label': translate('resources.breaking-news.fields.video') }}>
        <FileField source="src" title="title" />
      </FileInput>
    );
  }
  return null;
}

/** The description is written in the item's language, so its direction follows that language. */
function DescriptionInput({ languageId }: { languageId: unknown }) {
  const language = useSiteLanguages().find((entry) => entry.id === languageId);
  return <StoryTextInput source="description" dir={language?.right_to_left ? 'rtl' : 'ltr'} />;
}

function BreakingNewsInputs() {
  const languages = useSiteLanguages();
  return (
    <>
      <LanguageInput validate={required()} defaultValue={languages.find((language) => language.is_default)?.id} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" helperText="console.live.slug_help" fullWidth />
      <StatusInput words="breaking" helperText="console.live.status_help" />
      <SelectInput source="content_type" choices={CONTENT_TYPE_CHOICES} validate={required()} />
      <FormDataConsumer>{({ formData }) => <VideoInput kind={formData.content_type} />}</FormDataConsumer>
      <LiveImageInput />
      <FormDataConsumer>{({ formData }) => <DescriptionInput languageId={formData.language_id} />}</FormDataConsumer>
      <SeoInputs />
      <TextInput source="schema_markup" multiline minRows={3} fullWidth helperText="console.live.schema_help" />
    </>
  );
}

/** Forms with files save pessimistically (ADR 010): the server checks the image before anything shows. */
export function BreakingNewsCreate() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('ra.page.create', { name: translate('resources.breaking-news.name', { smart_count: 1 }) })} />
      <Create resource="breaking-news" title={' '} redirect="edit">
        <SimpleForm defaultValues={{ status: 1, content_type: 'standard_post' }}>
          <BreakingNewsInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

function BreakingNewsHeading() {
  const record = useRecordContext<BreakingNewsRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

export function BreakingNewsEdit() {
  return (
    <Edit resource="breaking-news" title={' '} mutationMode="pessimistic" redirect={false} transform={withImageRemoval} actions={<BreakingNewsPushAction />}>
      <BreakingNewsHeading />
      <SimpleForm>
        <BreakingNewsInputs />
      </SimpleForm>
    </Edit>
  );
}
