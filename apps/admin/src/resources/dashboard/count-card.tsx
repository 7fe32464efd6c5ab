import { Link, type To } from 'react-router-dom';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * One number with what it counts. The label names the card, so a screen reader reads
 * "Views today, 12"; a queue's label is the link to it, so the link says where it goes. `name` is
 * the count's key (`views_today`): the card's id is the same in every console language.
 */
export function CountCard({ name, label, value, to }: { name: string; label: string; value: number; to?: To }) {
  const id = `count-${name.replace(/_/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ minWidth: 180, flex: '1 1 180px' }}>
      <CardContent>
        <Typography id={id} component="h3" variant="body2" color="text.secondary">
          {to ? <Link to={to}>{label}</Link> : label}
        </Typography>
        <Typography component="p" variant="h5" data-testid={id}>
          {value.toLocaleString()}
        </Typography>
      </CardContent>
    </Card>
  );
}
