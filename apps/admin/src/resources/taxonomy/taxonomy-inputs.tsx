import { ImageField, ImageInput, TextInput, useResourceContext, useTranslate } from 'react-admin';

/** Left empty on a new row, the server makes the slug from the name. */
export function SlugInput({ creating }: { creating: boolean }) {
  return <TextInput source="slug" helperText={creating ? 'console.taxonomy.slug_help_new' : 'console.taxonomy.slug_help'} />;
}

/** The record holds the image's address; react-admin's preview wants `{src}`. */
const asPreview = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: '' } : null) : value);

/** One image, sent as the route's file part when picked (data/form-files.ts). */
export function TaxonomyImageInput({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  // react-admin's label here is a span, not a <label>: the file input is named directly.
  const inputProps = { 'aria-label': translate(`resources.${resource}.fields.${source}`) };
  return (
    <ImageInput source={source} inputProps={inputProps} accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }} format={asPreview} helperText="console.taxonomy.image_help">
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

const CLEARABLE = ['meta_title', 'meta_description', 'meta_keyword'];

/**
 * react-admin turns a cleared input into null; the API wants '' for a cleared search field, and an
 * empty slug left out (made from the name on a new row, kept on an edit).
 */
export function formBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...data };
  for (const field of CLEARABLE) if (body[field] === null) body[field] = '';
  if (!body.slug) delete body.slug;
  return body;
}

/**
 * An edit's body: an image the editor took away (the input left empty where the record had one)
 * becomes the route's `remove_*` flag, since an absent file means "keep it".
 */
export function withImageRemoval(field: string, flag: string) {
  return (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => {
    const had = Boolean(options?.previousData?.[field]);
    const body = formBody(data);
    return had && !data[field] ? { ...body, [flag]: true } : body;
  };
}
