import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModeratedCommentRecord } from '@newsroom/contract/admin/moderation';

/** A list of this resource filtered, as any screen links to it (`/comments?filter=…`). */
export const filteredPath = (resource: string, filter: Record<string, unknown>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const FOREVER_FROM = '9000';

/** What react-admin's Datagrid reads from a column: its header, sort field and sortability. */
export interface ColumnProps {
  label?: string;
  source?: string;
  sortable?: boolean;
}

/** Shown, hidden or waiting, in words a colour does not carry alone. */
export function CommentStatusField(_column: ColumnProps) {
  const record = useRecordContext<ModeratedCommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const color = record.status === 'shown' ? 'success' : record.status === 'waiting' ? 'warning' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={translate(`console.moderation.status.${record.status}`)} />;
}

/** The writer, their other comments, and their ban if any. */
export function WriterField(_column: ColumnProps) {
  const record = useRecordContext<ModeratedCommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const until = record.user_banned_until;
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <MuiLink component={Link} to={filteredPath('comments', { user_id: record.user_id })}>
        {record.user_name || record.user_email}
      </MuiLink>
      <Typography variant="body2" color="text.secondary">
        {record.user_email}
      </Typography>
      {until && (
        <Typography variant="body2" color="error">
          {until >= FOREVER_FROM ? translate('console.moderation.banned_forever') : translate('console.moderation.banned_until', { date: new Date(until).toLocaleString() })}
        </Typography>
      )}
    </Box>
  );
}

/** The story on the site, at the comment, and every comment on it here. */
export function StoryField(_column: ColumnProps) {
  const record = useRecordContext<ModeratedCommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <MuiLink href={record.story_path} target="_blank" rel="noopener">
        {record.news_title}
      </MuiLink>
      <Typography variant="body2">
        <MuiLink component={Link} to={filteredPath('comments', { news_id: record.news_id })}>
          {translate('console.moderation.story_comments')}
        </MuiLink>
      </Typography>
    </Box>
  );
}

/** Each report's reason, who sent it and when, the latest first. */
export function FlagsField(_column: ColumnProps) {
  const record = useRecordContext<ModeratedCommentRecord>();
  const translate = useTranslate();
  if (!record || record.flags.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('console.moderation.reports', { smart_count: record.flag_count })}>
      {record.flags.map((flag) => (
        <li key={flag.id}>
          <Typography variant="body2">
            “{flag.reason}” — {flag.reader_name || translate('console.moderation.a_reader')}, {new Date(flag.created_at).toLocaleString()}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
