import { useLocaleState } from 'react-admin';

/**
 * The dashboard's words. It is the `<Admin dashboard>`, not a console area, so it keeps its own
 * two catalogs rather than the areas' `console.*` keys.
 */
const en = {
  heading: 'Dashboard',
  queues: 'Waiting for you',
  pending_stories: 'Stories to approve',
  open_flags: 'Flagged comments',
  waiting_comments: 'Comments waiting for approval',
  open_queue: 'Open the queue',
  totals: 'All time',
  totals_own: 'Your stories, all time',
  stories: 'Published stories',
  readers: 'Readers',
  comments: 'Comments',
  views: 'Views',
  views_today: 'Views today',
  trends: 'The last 30 days',
  trends_own: 'Your stories, the last 30 days',
  views_chart: 'Views per day',
  stories_chart: 'Stories published per day',
  readers_chart: 'New readers per day',
  comments_chart: 'Comments per day',
  day: 'Day',
  table_caption: 'The same numbers as a table',
  most_read: 'Most read this week',
  most_read_own: 'Your most read stories this week',
  most_read_none: 'No story was read this week yet.',
  view_count: '%{count} views',
  load_failed: 'The dashboard could not be loaded.',
};

export type DashboardWord = keyof typeof en;

const fr: Record<DashboardWord, string> = {
  heading: 'Tableau de bord',
  queues: 'En attente',
  pending_stories: 'Articles à approuver',
  open_flags: 'Commentaires signalés',
  waiting_comments: 'Commentaires en attente de validation',
  open_queue: 'Ouvrir la file',
  totals: 'Depuis le début',
  totals_own: 'Vos articles, depuis le début',
  stories: 'Articles publiés',
  readers: 'Lecteurs',
  comments: 'Commentaires',
  views: 'Vues',
  views_today: 'Vues aujourd’hui',
  trends: 'Les 30 derniers jours',
  trends_own: 'Vos articles, les 30 derniers jours',
  views_chart: 'Vues par jour',
  stories_chart: 'Articles publiés par jour',
  readers_chart: 'Nouveaux lecteurs par jour',
  comments_chart: 'Commentaires par jour',
  day: 'Jour',
  table_caption: 'Les mêmes chiffres en tableau',
  most_read: 'Les plus lus de la semaine',
  most_read_own: 'Vos articles les plus lus cette semaine',
  most_read_none: 'Aucun article n’a encore été lu cette semaine.',
  view_count: '%{count} vues',
  load_failed: 'Le tableau de bord n’a pas pu être chargé.',
};

/** The words in the console's language, with `%{name}` filled from `values`. */
export function useDashboardWords() {
  const [locale] = useLocaleState();
  const words = locale === 'fr' ? fr : en;
  return (word: DashboardWord, values: Record<string, string | number> = {}) => words[word].replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
