import type { DashboardDay } from '@newsroom/contract/admin/dashboard';
import { Box, Typography } from '@mui/material';
import { DayChart } from './day-chart';
import { useDashboardWords, type DashboardWord } from './dashboard-words';

/** Each curve with its colour: at least 3:1 against white, and apart from each other. */
const CURVES: { field: Exclude<keyof DashboardDay, 'day'>; word: DashboardWord; kind: 'line' | 'bar'; color: string }[] = [
  { field: 'views', word: 'views_chart', kind: 'line', color: '#1A2E51' },
  { field: 'stories', word: 'stories_chart', kind: 'bar', color: '#1565c0' },
  { field: 'readers', word: 'readers_chart', kind: 'bar', color: '#2e7d32' },
  { field: 'comments', word: 'comments_chart', kind: 'bar', color: '#8e24aa' },
];

/** The 30-day charts of the counts the role may see (a null series is none of its concern). */
export function DashboardTrends({ days, title }: { days: DashboardDay[]; title: string }) {
  const words = useDashboardWords();
  const shown = CURVES.filter((curve) => days.every((day) => day[curve.field] !== null));
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-trends" sx={{ mb: 3 }}>
      <Typography id="dashboard-trends" component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {shown.map((curve) => (
          <DayChart key={curve.field} title={words(curve.word)} kind={curve.kind} color={curve.color} days={days.map((day) => day.day)} values={days.map((day) => day[curve.field] ?? 0)} />
        ))}
      </Box>
    </Box>
  );
}
