import { useEffect, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Stack, Typography } from '@mui/material';
import { useDataProvider, useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import type { ConsoleDataProvider } from '../../data/data-provider';

type Saved = AdminNewsRecord['gallery'][number];

/**
 * The gallery images already saved, in their order: moved with buttons (keyboard first, no drag
 * needed), saved with the story as `gallery_order`; a removal is at once (its own route).
 */
export function SavedGallery() {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { field } = useInput<number[] | undefined>({ source: 'gallery_order' });
  const [images, setImages] = useState<Saved[]>(record?.gallery ?? []);
  useEffect(() => setImages(record?.gallery ?? []), [record?.gallery]);
  if (!record || images.length === 0) return null;

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setImages(next);
    field.onChange(next.map((image) => image.id));
  };
  const remove = async (image: Saved) => {
    try {
      await dataProvider.callRoute('news.deleteImage', { params: { id: record.id, imageId: image.id } });
      notify('console.news.image_removed', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    }
  };
  return (
    <section aria-labelledby="saved-gallery-heading">
      <Typography id="saved-gallery-heading" component="h2" variant="subtitle1">
        {translate('console.news.gallery_saved')}
      </Typography>
      <Stack component="ol" direction="row" spacing={2} sx={{ listStyle: 'none', p: 0, flexWrap: 'wrap' }}>
        {images.map((image, index) => {
          const name = translate('console.news.gallery_image', { number: index + 1 });
          return (
            <li key={image.id}>
              <img src={image.image} alt={name} width={120} height={80} style={{ objectFit: 'cover', display: 'block' }} />
              <IconButton aria-label={translate('console.news.move_earlier', { name })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton aria-label={translate('console.news.move_later', { name })} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={translate('console.news.remove_image', { name })} onClick={() => remove(image)}>
                <DeleteIcon />
              </IconButton>
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
