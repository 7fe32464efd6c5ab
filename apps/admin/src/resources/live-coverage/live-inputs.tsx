import { Divider, Typography } from '@mui/material';
import { FunctionField, ImageField, ImageInput, SelectInput, TextInput, useTranslate } from 'react-admin';

/** Breaking news is open or closed, a stream on air or ended: the same 1 and 0 with their own words. */
export type StatusWords = 'breaking' | 'stream';
const STATUS_WORDS = { breaking: ['console.live.closed', 'console.live.open'], stream: ['console.live.ended', 'console.live.on_air'] } as const;

export const statusChoices = (words: StatusWords) => [
  { id: 1, name: STATUS_WORDS[words][1] },
  { id: 0, name: STATUS_WORDS[words][0] },
];

export function StatusInput({ words, alwaysOn, helperText }: { words: StatusWords; alwaysOn?: boolean; helperText?: string }) {
  return <SelectInput source="status" choices={statusChoices(words)} alwaysOn={alwaysOn} helperText={helperText} emptyText={words === 'breaking' ? 'console.live.all_statuses' : 'console.live.all_stream_statuses'} />;
}

export function StatusField({ words }: { words: StatusWords }) {
  const translate = useTranslate();
  return <FunctionField source="status" render={(record: { status: number }) => translate(STATUS_WORDS[words][record.status === 1 ? 1 : 0])} />;
}

/** The record holds the image's address; react-admin's preview wants `{src}`. */
const asPreview = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: '' } : null) : value);

/** One image, sent as the route's `image` file part when picked (data/form-files.ts). */
export function LiveImageInput() {
  const translate = useTranslate();
  // The drop zone's file input has no label of its own.
  const inputProps = { 'aria-label': translate('console.live.image_file') };
  return (
    <ImageInput source="image" accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }} format={asPreview} helperText="console.live.image_help" inputProps={inputProps}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/**
 * A write's body: an image the editor took away (the input left empty where the record had one)
 * becomes `remove_image`, since an absent file means "keep it".
 */
export function withImageRemoval(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) {
  const had = Boolean(options?.previousData?.image);
  return had && !data.image ? { ...data, remove_image: true } : data;
}

export function SeoInputs() {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 2 }} />
      <Typography component="h2" variant="h6">
        {translate('console.live.seo')}
      </Typography>
      <TextInput source="meta_title" fullWidth />
      <TextInput source="meta_description" multiline minRows={2} fullWidth />
      <TextInput source="meta_keyword" fullWidth />
    </>
  );
}
