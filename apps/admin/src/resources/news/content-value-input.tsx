import { FileField, FileInput, FormDataConsumer, required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { CONTENT_TYPE_CHOICES } from './news-choices';
import { VIDEO_ADDRESS_TYPES } from './story-body';


/** The kind of story and, for a video, its address or its file. */
export function ContentValueInput() {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsRecord>();
  // The record names the saved video's address `content_value`; the body takes `content_data`.
  const savedAddress = record && VIDEO_ADDRESS_TYPES.includes(record.content_type) ? record.content_value : undefined;
  return (
    <>
      <SelectInput source="content_type" choices={CONTENT_TYPE_CHOICES} defaultValue="standard_post" validate={required()} />
      <FormDataConsumer>
        {({ formData }) => {
          const type = String(formData.content_type ?? '');
          if (VIDEO_ADDRESS_TYPES.includes(type)) {
            const label = type === 'video_youtube' ? 'console.news.youtube_url' : 'console.news.video_url';
            return <TextInput source="content_data" label={label} type="url" defaultValue={savedAddress} validate={required()} fullWidth />;
          }
          if (type !== 'video_upload') return null;
          const hasVideo = record?.content_type === 'video_upload' && record.content_value !== '';
          return (
            <FileInput source="video" label="console.news.video_file" accept={{ 'video/*': [] }} inputProps={{ 'aria-label': translate('console.news.video_file') }} helperText={hasVideo ? translate('console.news.video_kept') : undefined}>
              <FileField source="src" title="title" />
            </FileInput>
          );
        }}
      </FormDataConsumer>
    </>
  );
}
