import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { FormDataConsumer, TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import type { ConsoleDataProvider } from '../../data/data-provider';

/** Asks the server once typing pauses: whether the address is free (its own rules, one place). */
function SlugAvailability({ slug, newsId }: { slug: string; newsId: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [settled, setSettled] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(slug), 400);
    return () => clearTimeout(timer);
  }, [slug]);
  const query = { slug: settled, ...(newsId ? { news_id: String(newsId) } : {}) };
  const check = useQuery({
    queryKey: ['news-slug-check', query],
    enabled: settled.trim() !== '',
    queryFn: () => dataProvider.callRoute('news.slugCheck', { query }),
  });
  if (slug.trim() === '') return null;
  const words =
    settled !== slug || check.isPending ? translate('console.news.checking') : check.data?.available ? translate('console.news.slug_free') : (check.data?.message ?? translate('console.news.slug_taken'));
  const taken = settled === slug && check.data?.available === false;
  return (
    <Typography role="status" variant="body2" sx={{ mt: -1, mb: 2 }} color={taken ? 'error' : 'text.secondary'}>
      {words}
    </Typography>
  );
}

/** The story's address with its availability; left empty, the server makes it from the title. */
export function SlugInput() {
  const record = useRecordContext<AdminNewsRecord>();
  return (
    <>
      <TextInput source="slug" helperText="console.news.slug_help" fullWidth />
      <FormDataConsumer>{({ formData }) => <SlugAvailability slug={String(formData.slug ?? '')} newsId={record?.id} />}</FormDataConsumer>
    </>
  );
}
