import { Datagrid, DateField, NumberField, useCreatePath, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ModeratedCommentRecord } from '@newsroom/contract/admin/moderation';
import { RecordLink } from '../../components/record-link';
import { CommentStatusField, FlagsField, StoryField, WriterField, type ColumnProps } from './comment-fields';
import { ModerationButtons } from './moderation-buttons';

/** The start of a comment, enough to recognise it in a row. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

function RowButtons({ resource }: ColumnProps & { resource: string }) {
  const record = useRecordContext<ModeratedCommentRecord>();
  return record ? <ModerationButtons comments={[record]} resource={resource} /> : null;
}

function BulkButtons({ resource }: { resource: string }) {
  const { selectedIds, data } = useListContext<ModeratedCommentRecord>();
  const chosen = (data ?? []).filter((comment) => selectedIds.includes(comment.id));
  return <ModerationButtons comments={chosen} resource={resource} />;
}

/**
 * The rows of both moderation lists: each opens its comment's screen (a real link too), shows its
 * writer, story and reports, and carries the actions; ticked rows get them in bulk.
 */
export function CommentColumns({ resource, queue }: { resource: string; queue: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Datagrid rowClick={(id) => createPath({ resource: 'comments', type: 'show', id })} bulkActionButtons={<BulkButtons resource={resource} />}>
      <RecordLink source="message" resource="comments" type="show" sortable={false} text={(record) => excerpt((record as ModeratedCommentRecord).message)} />
      <WriterField source="user_name" label="resources.comments.fields.user_name" sortable={false} />
      <StoryField source="news_title" label="resources.comments.fields.news_title" sortable={false} />
      <CommentStatusField source="status" label="resources.comments.fields.status" sortable={false} />
      {queue ? <FlagsField source="flags" label="resources.comments.fields.flags" sortable={false} /> : null}
      {queue ? <NumberField source="flag_count" label="resources.comments.fields.flag_count" /> : null}
      {queue ? <DateField source="last_flagged_at" label="resources.comments.fields.last_flagged_at" showTime /> : <DateField source="created_at" showTime />}
      <RowButtons resource={resource} label={translate('console.moderation.actions')} />
    </Datagrid>
  );
}
