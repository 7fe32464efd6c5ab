import { useEffect, useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { FormDataConsumer, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataOf } from '@newsroom/contract/admin/endpoints';
import type { ConsoleDataProvider } from '../../../data/data-provider';

type Preview = AdminDataOf<'featuredSections.preview'>;

const SETTINGS = ['language_id', 'news_type', 'videos_type', 'filter_type', 'category_ids', 'subcategory_ids', 'news_ids', 'is_based_on_user_choice'] as const;

/** Only what decides the items, so typing a title does not ask the server again. */
function settingsOf(form: Record<string, unknown>): string | null {
  if (!form.language_id || !form.news_type || !form.filter_type) return null;
  const settings = Object.fromEntries(SETTINGS.filter((key) => form[key] !== undefined && form[key] !== null).map((key) => [key, form[key]]));
  if (settings.news_type !== 'videos') delete settings.videos_type;
  if (settings.filter_type !== 'custom') delete settings.news_ids;
  return JSON.stringify(settings);
}

/** A pause after the last change before asking: a burst of clicks asks once. */
const SETTLE_MS = 400;

function PreviewItems({ settings }: { settings: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!settings) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .callRoute('featuredSections.preview', { query: { section: settings } })
        .then((answer) => current && (setPreview(answer), setFailed(false)))
        // Settings the server refuses (a custom section with no story yet) show no items; the form says why on saving.
        .catch(() => current && (setPreview(null), setFailed(true)));
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, settings]);

  const empty = !settings || failed || (preview && preview.items.length === 0);
  return (
    <Box component="section" aria-labelledby="section-preview-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, maxInlineSize: 640 }}>
      <Typography id="section-preview-heading" component="h2" variant="h6">
        {translate('console.home_page.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.home_page.preview_help')}
      </Typography>
      <div aria-live="polite">
        {empty ? (
          <Typography sx={{ mt: 1 }}>{translate('console.home_page.preview_empty')}</Typography>
        ) : !preview ? (
          <Typography sx={{ mt: 1 }}>{translate('console.home_page.preview_loading')}</Typography>
        ) : (
          <>
            <Typography sx={{ mt: 1 }}>{translate('console.home_page.preview_count', { smart_count: preview.total })}</Typography>
            <List dense aria-label={translate('console.home_page.preview')}>
              {preview.items.map((item) => (
                <ListItem key={`${item.kind}-${item.id}`} disableGutters>
                  <ListItemText primary={item.title} secondary={item.date || undefined} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </div>
    </Box>
  );
}

/** The section's first items for the form's unsaved settings, chosen by the home page's own code. */
export function SectionPreview() {
  return <FormDataConsumer>{({ formData }) => <PreviewItems settings={settingsOf(formData as Record<string, unknown>)} />}</FormDataConsumer>;
}
