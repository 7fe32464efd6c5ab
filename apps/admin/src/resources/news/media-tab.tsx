import { ImageField, ImageInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { SavedGallery } from './saved-gallery';

/** A picked file as react-admin keeps it; anything else is a saved image. */
const isPicked = (value: unknown) => typeof value === 'object' && value !== null && 'rawFile' in value;
/** The saved main image is its address: shown as react-admin shows a picked one. */
const asShown = (value: unknown) => (typeof value === 'string' && value !== '' ? { src: value } : value);
/** The gallery input holds only new files; the saved ones are listed (and ordered) apart. */
const newOnly = (value: unknown) => (Array.isArray(value) ? value.filter(isPicked) : []);

/** The main image (every story has one) and the gallery. */
export function MediaTab() {
  const record = useRecordContext<AdminNewsRecord>();
  const translate = useTranslate();
  // The drop zone's own label is not tied to its file input: the input is named directly.
  return (
    <>
      <ImageInput source="image" label="console.news.main_image" accept={{ 'image/*': [] }} format={asShown} validate={record ? undefined : required()} inputProps={{ 'aria-label': translate('console.news.main_image') }}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <SavedGallery />
      <ImageInput source="gallery" label="console.news.gallery" accept={{ 'image/*': [] }} multiple format={newOnly} inputProps={{ 'aria-label': translate('console.news.gallery') }}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
