import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm, usePermissions, useTranslate } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { reviews } from './news-choices';
import { RejectDialog } from './reject-dialog';
import { useReview } from './use-review';

interface ReviewButtonsProps {
  ids: number[];
  /** The react-admin resource whose selection clears afterwards (`news` or `approvals`). */
  resource: string;
  /** Approve and reject (editors only; off where the story is not pending). */
  review?: boolean;
  /** Delete too (the list's bulk actions). */
  withDelete?: boolean;
}

/** Approve, reject with a reason and delete, for the selected stories or one. Authors only delete. */
export function ReviewButtons({ ids, resource, review = true, withDelete = false }: ReviewButtonsProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<StaffRole>();
  const { approve, reject, remove, busy } = useReview(resource);
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      {review && reviews(permissions) && (
        <>
          <Button label="console.news.approve" onClick={() => approve(ids)} disabled={busy}>
            <CheckIcon />
          </Button>
          <Button label="console.news.reject" onClick={() => setRejecting(true)} disabled={busy}>
            <CloseIcon />
          </Button>
          <RejectDialog
            open={rejecting}
            count={ids.length}
            busy={busy}
            onClose={() => setRejecting(false)}
            onReject={async (reason) => {
              if (await reject(ids, reason)) setRejecting(false);
            }}
          />
        </>
      )}
      {withDelete && (
        <>
          <Button label="ra.action.delete" onClick={() => setDeleting(true)} disabled={busy} color="error">
            <DeleteIcon />
          </Button>
          <Confirm
            isOpen={deleting}
            loading={busy}
            title={translate('ra.message.bulk_delete_title', { name: translate('resources.news.name', { smart_count: ids.length }), smart_count: ids.length })}
            content={translate('ra.message.bulk_delete_content', { name: translate('resources.news.name', { smart_count: ids.length }), smart_count: ids.length })}
            onConfirm={async () => {
              await remove(ids);
              setDeleting(false);
            }}
            onClose={() => setDeleting(false)}
          />
        </>
      )}
    </>
  );
}
