import { Link } from 'react-router-dom';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { MostReadStory } from '@newsroom/contract/admin/dashboard';
import { useDashboardWords } from './dashboard-words';

/** The week's most read stories, each a link to its form in the console. */
export function MostReadList({ stories, title }: { stories: MostReadStory[]; title: string }) {
  const words = useDashboardWords();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="most-read-heading" sx={{ p: 2, flex: '1 1 320px' }}>
      <Typography id="most-read-heading" component="h2" variant="h6">
        {title}
      </Typography>
      {stories.length === 0 ? (
        <Typography color="text.secondary">{words('most_read_none')}</Typography>
      ) : (
        <List component="ol" dense>
          {stories.map((story) => (
            <ListItem key={story.id} component="li" disableGutters>
              <ListItemText primary={<Link to={`/news/${story.id}`}>{story.title}</Link>} secondary={words('view_count', { count: story.views.toLocaleString() })} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
