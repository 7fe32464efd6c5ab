import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { DashboardAnswer } from '@newsroom/contract/admin/dashboard';
import { ScreenHeading } from '../../app/screen-heading';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { CountCards, queueLinks } from './dashboard-queues';
import { DashboardTrends } from './dashboard-trends';
import { useDashboardWords } from './dashboard-words';
import { MostReadList } from './most-read-list';

/** A titled row of cards or panels. */
function Band({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>
    </Box>
  );
}

function Dashboard({ answer }: { answer: DashboardAnswer }) {
  const words = useDashboardWords();
  const own = answer.scope === 'own';
  const { queues, totals } = answer;
  const hasQueue = Object.values(queues).some((value) => value !== null);
  return (
    <>
      {hasQueue && (
        <Band id="dashboard-queues" title={words('queues')}>
          <CountCards counts={queues} words={{ pending_stories: words('pending_stories'), open_flags: words('open_flags'), waiting_comments: words('waiting_comments') }} links={queueLinks(answer.scope)} />
        </Band>
      )}
      <Band id="dashboard-totals" title={words(own ? 'totals_own' : 'totals')}>
        <CountCards
          counts={{ views_today: answer.days.at(-1)?.views ?? null, ...totals }}
          words={{ views_today: words('views_today'), stories: words('stories'), readers: words('readers'), comments: words('comments'), views: words('views') }}
        />
      </Band>
      <DashboardTrends days={answer.days} title={words(own ? 'trends_own' : 'trends')} />
      {answer.most_read && (
        <Box sx={{ display: 'flex', mb: 3 }}>
          <MostReadList stories={answer.most_read} title={words(own ? 'most_read_own' : 'most_read')} />
        </Box>
      )}
    </>
  );
}

/**
 * The console's home: how the site is doing and what waits for the signed-in staff member. Each
 * role gets the numbers that concern it (the API decides); a null count is simply not shown.
 */
export function DashboardPage() {
  const words = useDashboardWords();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.callRoute('dashboard') });
  return (
    <Box sx={{ mb: 4 }}>
      <ScreenHeading text={words('heading')} />
      {isError && <Alert severity="error">{words('load_failed')}</Alert>}
      {!data && !isError && <CircularProgress />}
      {data && <Dashboard answer={data} />}
    </Box>
  );
}
