import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ReaderProfile } from '@newsroom/contract/admin/readers';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';

const listOf = (resource: string, userId: number) => `/${resource}?filter=${encodeURIComponent(JSON.stringify({ user_id: userId }))}`;

/** Moderators have no story screens: they see the stories' titles without links. */
const opensStories = (role: StaffRole | undefined) => role === 'administrator' || role === 'editor';

function Counts({ record }: { record: ReaderProfile }) {
  const translate = useTranslate();
  const { activity } = record;
  const stories = Object.values(activity.stories).reduce((sum, value) => sum + value, 0);
  const counts: [string, number][] = [
    ['comments', activity.comments],
    ['story_likes', activity.story_likes],
    ['comment_likes', activity.comment_likes],
    ['bookmarks', activity.bookmarks],
    ['stories', stories],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 2, m: 0 }}>
      {counts.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`console.readers.counts.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-count={key}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What the reader did on the site, with their latest comments and stories and links to all of them. */
export function ReaderActivity() {
  const record = useRecordContext<ReaderProfile>();
  const translate = useTranslate();
  const { permissions } = usePermissions<StaffRole>();
  // Until the profile's own read answers, react-admin shows the list's row, which has no activity.
  if (!record?.activity) return null;
  const storyLinks = opensStories(permissions);
  return (
    <Stack spacing={2}>
      <Counts record={record} />
      <section aria-labelledby="reader-comments">
        <Typography id="reader-comments" component="h2" variant="subtitle1">
          {translate('console.readers.recent_comments')}
        </Typography>
        {record.recent_comments.length === 0 && <Typography variant="body2">{translate('console.readers.no_comments')}</Typography>}
        <List dense>
          {record.recent_comments.map((comment) => (
            <ListItem key={comment.id} disableGutters>
              <ListItemText primary={comment.message} secondary={`${comment.news_title} · ${new Date(comment.created_at).toLocaleString()}`} />
              <Chip size="small" label={translate(`console.readers.comment_statuses.${comment.status}`)} />
            </ListItem>
          ))}
        </List>
        <Link to={listOf('comments', record.id)}>{translate('console.readers.all_comments')}</Link>
      </section>
      <section aria-labelledby="reader-stories">
        <Typography id="reader-stories" component="h2" variant="subtitle1">
          {translate('console.readers.recent_stories')}
        </Typography>
        {record.recent_stories.length === 0 && <Typography variant="body2">{translate('console.readers.no_stories')}</Typography>}
        <List dense>
          {record.recent_stories.map((story) => (
            <ListItem key={story.id} disableGutters>
              <ListItemText primary={storyLinks ? <Link to={`/news/${story.id}`}>{story.title}</Link> : story.title} secondary={new Date(story.created_at).toLocaleString()} />
              <Chip size="small" label={translate(`console.readers.story_statuses.${story.status}`)} />
            </ListItem>
          ))}
        </List>
        {storyLinks && <Link to={listOf('news', record.id)}>{translate('console.readers.all_stories')}</Link>}
      </section>
    </Stack>
  );
}
