import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, FormDataConsumer, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { useSiteLanguages } from '../../components/language-input';
import { PreviewFrame } from '../../components/preview-frame';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { previewStory } from './story-preview';

/** The text as readers will get it: the server's sanitizer, asked once typing pauses. */
function useSanitizedText(description: string): string {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [settled, setSettled] = useState(description);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(description), 500);
    return () => clearTimeout(timer);
  }, [description]);
  const { data } = useQuery({
    queryKey: ['news-preview-text', settled],
    queryFn: async () => (await dataProvider.callRoute('news.previewText', { body: { description: settled } })).html,
  });
  return data ?? '';
}

function StoryPreview({ form }: { form: Record<string, unknown> }) {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsRecord>();
  const languages = useSiteLanguages();
  const html = useSanitizedText(String(form.description ?? ''));
  const code = languages.find((language) => language.id === form.language_id)?.code ?? languages.find((language) => language.is_default)?.code ?? 'en';
  // One object per change of what it shows: the frame posts each new item.
  const key = JSON.stringify([form.title, form.image, form.gallery, form.content_type, form.content_data, form.meta_title, form.published_at, form.category_id, html]);
  // `key` stands for the form's fields the preview reads.
  const item = useMemo(() => ({ kind: 'story' as const, story: previewStory(form, record, html) }), [key, record]);
  return <PreviewFrame language={code} item={item} title={translate('console.news.preview_title')} />;
}

/**
 * The story drawn by the reader site itself, as readers will see it, from the unsaved form. The
 * frame opens on request: the form's tabs are all mounted, and a site page per opened form would
 * cost for nothing.
 */
export function PreviewTab() {
  const [shown, setShown] = useState(false);
  if (!shown) return <Button label="console.news.show_preview" onClick={() => setShown(true)} variant="outlined" />;
  return <FormDataConsumer>{({ formData }) => <StoryPreview form={formData as Record<string, unknown>} />}</FormDataConsumer>;
}
