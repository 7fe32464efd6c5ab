import { List, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/screen-heading';
import { CommentColumns } from './comment-columns';

/** Reported comments, one row each with every reason, the most recently reported first. */
export function FlagQueue() {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading text={translate('resources.comment-flags.name', { smart_count: 2 })} />
      <List resource="comment-flags" title={' '} sort={{ field: 'last_flagged_at', order: 'DESC' }} perPage={25} exporter={false}>
        <CommentColumns resource="comment-flags" queue />
      </List>
    </>
  );
}
