import { Alert } from '@mui/material';
import { Edit, ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { ScreenHeading } from '../../app/screen-heading';
import { CloneButton } from './clone-dialog';
import { NewsForm } from './news-form';
import { storyBody } from './story-body';
import { ReviewButtons } from './review-buttons';

function StoryHeading() {
  const record = useRecordContext<AdminNewsRecord>();
  return <ScreenHeading text={record?.title ?? ''} />;
}

/** A pending story is reviewed here (the form's toolbar deletes). */
function StoryActions() {
  const record = useRecordContext<AdminNewsRecord>();
  return (
    <TopToolbar>
      <ListButton />
      {record?.status === 'pending' && <ReviewButtons ids={[record.id]} resource="news" />}
      <CloneButton />
    </TopToolbar>
  );
}

function RejectionNotice() {
  const translate = useTranslate();
  const record = useRecordContext<AdminNewsRecord>();
  if (record?.status !== 'rejected' || !record.rejection_reason) return null;
  return <Alert severity="warning">{translate('console.news.rejection', { reason: record.rejection_reason })}</Alert>;
}

/**
 * Saved pessimistically (files go with it) with the version it was read at: a story changed
 * meanwhile by someone else is a clear refusal, not an overwrite.
 */
export function NewsEdit() {
  return (
    <Edit resource="news" title={' '} mutationMode="pessimistic" redirect={false} actions={<StoryActions />} transform={storyBody}>
      <StoryHeading />
      <RejectionNotice />
      <NewsForm />
    </Edit>
  );
}
