import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box } from '@mui/material';
import { Button, Confirm, useRedirect, useTranslate } from 'react-admin';
import type { ModeratedCommentRecord } from '@newsroom/contract/admin/moderation';
import { BanDialog } from './ban-dialog';
import { useModeration } from './use-moderation';

interface ModerationButtonsProps {
  /** The ticked comments, or the one of a row or a screen. */
  comments: ModeratedCommentRecord[];
  /** The react-admin resource whose selection clears afterwards. */
  resource: string;
  /** On the comment's own screen: once deleted there is nothing left to show, so go to the list. */
  leaveAfterDelete?: boolean;
}

/**
 * Approve (show it, clear its reports), hide, delete with its replies, and bar its writer from
 * commenting. Approve is offered where there is something to approve: a report, a wait or a hiding.
 */
export function ModerationButtons({ comments, resource, leaveAfterDelete = false }: ModerationButtonsProps) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { approve, hide, remove, ban, busy } = useModeration(resource);
  const [deleting, setDeleting] = useState(false);
  const [banning, setBanning] = useState(false);
  const ids = comments.map((comment) => comment.id);
  const writers = [...new Map(comments.map((comment) => [comment.user_id, comment.user_name || comment.user_email])).entries()];
  const approvable = comments.some((comment) => comment.status !== 'shown' || comment.flag_count > 0);
  const hideable = comments.some((comment) => comment.status !== 'hidden');
  if (comments.length === 0) return null;
  return (
    // A row's own click opens the comment: the buttons act instead.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      {approvable && (
        <Button label="console.moderation.approve" onClick={() => approve(ids)} disabled={busy}>
          <CheckIcon />
        </Button>
      )}
      {hideable && (
        <Button label="console.moderation.hide" onClick={() => hide(ids)} disabled={busy}>
          <VisibilityOffIcon />
        </Button>
      )}
      <Button label="ra.action.delete" onClick={() => setDeleting(true)} disabled={busy} color="error">
        <DeleteIcon />
      </Button>
      <Button label="console.moderation.ban_writer" onClick={() => setBanning(true)} disabled={busy} color="error">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={deleting}
        loading={busy}
        title={translate('console.moderation.delete_title', { smart_count: ids.length })}
        content={translate('console.moderation.delete_text', { smart_count: ids.length })}
        onConfirm={async () => {
          const removed = await remove(ids);
          setDeleting(false);
          if (removed && leaveAfterDelete) redirect('list', 'comments');
        }}
        onClose={() => setDeleting(false)}
      />
      <BanDialog
        open={banning}
        busy={busy}
        writers={writers.map(([, name]) => name).join(', ')}
        onClose={() => setBanning(false)}
        onBan={async (length, reason) => {
          if (await ban(writers.map(([id]) => id), length, reason)) setBanning(false);
        }}
      />
    </Box>
  );
}
