import { List, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMMENT_STATUSES } from '@newsroom/contract/admin/moderation';
import { ScreenHeading } from '../../app/screen-heading';
import { CommentColumns } from './comment-columns';

const STATUS_CHOICES = COMMENT_STATUSES.map((status) => ({ id: status, name: `console.moderation.status.${status}` }));

/**
 * Every comment, newest first: by words, status (the waiting ones are the pre-moderation queue),
 * story or writer. Other screens link here filtered (`?filter={"news_id":12}`).
 */
export function CommentList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label={translate('console.moderation.search')} alwaysOn resettable />,
    <SelectInput key="status" source="status" label="resources.comments.fields.status" choices={STATUS_CHOICES} emptyText="console.moderation.all_statuses" alwaysOn />,
    <NumberInput key="news_id" source="news_id" label="console.moderation.story_number" min={1} />,
    <NumberInput key="user_id" source="user_id" label="console.moderation.reader_number" min={1} />,
  ];
  return (
    <>
      <ScreenHeading text={translate('resources.comments.name', { smart_count: 2 })} />
      <List resource="comments" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
        <CommentColumns resource="comments" queue={false} />
      </List>
    </>
  );
}
