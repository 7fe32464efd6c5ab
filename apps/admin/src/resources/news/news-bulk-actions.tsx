import { useListContext } from 'react-admin';
import { ReviewButtons } from './review-buttons';

/** The list's actions on the ticked stories: approve, reject (with one reason for all) and delete. */
export function NewsBulkActions({ resource }: { resource: string }) {
  const { selectedIds } = useListContext();
  return <ReviewButtons ids={selectedIds.map(Number)} resource={resource} withDelete />;
}
