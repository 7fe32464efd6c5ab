import { ImageField, ImageInput, useResourceContext, useTranslate } from 'react-admin';

/**
 * An image field of a record (its address as text) or a newly picked file. The data provider sends
 * picked files as multipart parts; an unchanged image is not sent again and the server keeps it.
 */
export function StoredImageInput({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  // The drop zone's file input has no label of its own: it takes the field's.
  const inputProps = { 'aria-label': translate(`resources.${resource}.fields.${source}`) };
  const current = translate('console.site_pages.current_image');
  const format = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: current } : null) : value);
  return (
    <ImageInput source={source} accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.gif'] }} format={format} inputProps={inputProps}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
