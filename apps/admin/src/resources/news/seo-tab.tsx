import { Box, Typography } from '@mui/material';
import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';

/** How a search engine lists the story: its meta title (or title) over its meta description. */
function SearchPreview({ title, description, slug }: { title: string; description: string; slug: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="search-preview-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxWidth: 600 }}>
      <Typography id="search-preview-heading" component="h2" variant="subtitle2">
        {translate('console.news.search_preview')}
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 18 }}>{title}</Typography>
      <Typography variant="body2" sx={{ color: '#006621' }}>{`/news/${slug}`}</Typography>
      <Typography variant="body2">{description}</Typography>
    </Box>
  );
}

/** Meta title, description and keywords, with the search result they make. */
export function SeoTab() {
  return (
    <>
      <TextInput source="meta_title" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="meta_description" fullWidth multiline slotProps={{ htmlInput: { maxLength: 500 } }} />
      <TextInput source="meta_keyword" fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
      <FormDataConsumer>
        {({ formData }) => (
          <SearchPreview
            title={String(formData.meta_title || formData.title || '')}
            description={String(formData.meta_description ?? '')}
            slug={String(formData.slug ?? '')}
          />
        )}
      </FormDataConsumer>
    </>
  );
}
