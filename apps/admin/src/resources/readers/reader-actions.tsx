import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Confirm, TopToolbar, usePermissions, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ReaderProfile } from '@newsroom/contract/admin/readers';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { readerName } from './reader-choices';
import { useReaderCall } from './use-reader-call';

type Confirming = 'deactivate' | 'delete' | null;

/**
 * Deactivate (behind a confirmation: it signs the reader out everywhere), reactivate at once, and
 * for administrators only the full deletion and the record's history in the audit log.
 */
export function ReaderActions() {
  const record = useRecordContext<ReaderProfile>();
  const translate = useTranslate();
  const redirect = useRedirect();
  const { permissions } = usePermissions<StaffRole>();
  const { run, busy } = useReaderCall();
  const [confirming, setConfirming] = useState<Confirming>(null);
  if (!record) return null;
  const name = readerName(record);
  const params = { id: record.id };
  const administrator = permissions === 'administrator';
  const history = `/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'readers', record_id: String(record.id) }))}`;

  async function remove() {
    const done = await run((provider) => provider.callRoute('readers.delete', { params }), 'console.readers.deleted_done');
    setConfirming(null);
    if (done) redirect('list', 'readers');
  }

  return (
    <TopToolbar>
      {administrator && (
        <Button component={Link} to={history} label="console.readers.history">
          <HistoryIcon />
        </Button>
      )}
      {record.active ? (
        <Button label="console.readers.deactivate" onClick={() => setConfirming('deactivate')} disabled={busy}>
          <BlockIcon />
        </Button>
      ) : (
        <Button label="console.readers.reactivate" disabled={busy} onClick={() => run((provider) => provider.callRoute('readers.reactivate', { params, body: {} }), 'console.readers.reactivated_done')}>
          <CheckCircleIcon />
        </Button>
      )}
      {administrator && (
        <Button label="console.readers.delete" color="error" onClick={() => setConfirming('delete')} disabled={busy}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming === 'deactivate'}
        loading={busy}
        title={translate('console.readers.deactivate_title', { name })}
        content="console.readers.deactivate_text"
        confirm="console.readers.deactivate"
        onConfirm={async () => {
          await run((provider) => provider.callRoute('readers.deactivate', { params, body: {} }), 'console.readers.deactivated_done');
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'delete'}
        loading={busy}
        title={translate('console.readers.delete_title', { name })}
        content="console.readers.delete_text"
        confirm="console.readers.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(null)}
      />
    </TopToolbar>
  );
}
