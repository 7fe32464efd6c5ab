import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ModeratedCommentRecord } from '@newsroom/contract/admin/moderation';
import { ScreenHeading } from '../../app/screen-heading';
import { CommentStatusField, FlagsField, StoryField, WriterField } from './comment-fields';
import { ModerationButtons } from './moderation-buttons';
import { useModeration } from './use-moderation';

function CommentHeading() {
  const record = useRecordContext<ModeratedCommentRecord>();
  const translate = useTranslate();
  return <ScreenHeading text={translate('console.moderation.comment_title', { id: record?.id ?? '' })} />;
}

/** The comment's actions, and lifting its writer's ban where there is one. */
function CommentActions() {
  const record = useRecordContext<ModeratedCommentRecord>();
  const { unban, busy } = useModeration('comments');
  if (!record) return null;
  return (
    <TopToolbar>
      <ModerationButtons comments={[record]} resource="comments" leaveAfterDelete />
      {record.user_banned_until && (
        <Button label="console.moderation.unban" onClick={() => unban(record.user_id)} disabled={busy}>
          <LockOpenIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

/** One comment: its words, its state, its writer and story, and every report against it. */
export function CommentShow() {
  const translate = useTranslate();
  return (
    <Show resource="comments" title={' '} actions={<CommentActions />}>
      <CommentHeading />
      <SimpleShowLayout>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <CommentStatusField label="resources.comments.fields.status" />
        <DateField source="created_at" showTime />
        <Labeled label="resources.comments.fields.user_name">
          <WriterField />
        </Labeled>
        <Labeled label="resources.comments.fields.news_title">
          <StoryField />
        </Labeled>
        <NumberField source="total_like" />
        <NumberField source="total_dislike" />
        <Labeled label={translate('console.moderation.reports', { smart_count: 2 })}>
          <FlagsField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
