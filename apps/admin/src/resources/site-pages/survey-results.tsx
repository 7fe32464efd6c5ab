import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SurveyRecord } from '@newsroom/contract/admin/site-pages-surveys';

/**
 * Each option's answers as a bar, with the count and share in words: the bar is drawn for the eye,
 * the sentence is what a screen reader reads. Shares are the server's, the ones readers see.
 */
export function SurveyResults() {
  const translate = useTranslate();
  const record = useRecordContext<SurveyRecord>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="survey-results" sx={{ p: 2 }}>
      <Typography id="survey-results" component="h2" variant="h6">
        {translate('console.site_pages.results')}
      </Typography>
      <Typography variant="body2">{translate('console.site_pages.votes', { smart_count: record.votes })}</Typography>
      {record.votes === 0 && <Typography variant="body2">{translate('console.site_pages.no_votes')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 560 }}>
        {record.options.map((option) => (
          <Box component="li" key={option.id} sx={{ my: 1 }} data-testid="survey-result">
            <Typography variant="body2">
              {translate('console.site_pages.option_result', { option: option.text, count: option.counter, percentage: option.percentage })}
            </Typography>
            <Box aria-hidden sx={{ height: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${option.percentage}%`, bgcolor: 'primary.main' }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
