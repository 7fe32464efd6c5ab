import { useState } from 'react';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button, Confirm, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import HistoryIcon from '@mui/icons-material/History';
import type { StaffRecord } from '@newsroom/contract/admin/staff';
import type { ConsoleDataProvider } from '../../data/data-provider';

type Confirming = 'revoke' | 'second_factor' | null;

/**
 * What an administrator does to an account besides editing it: end its sessions, lift a lock,
 * turn off its second factor (a lost phone), see its history.
 */
export function StaffActions() {
  const record = useRecordContext<StaffRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const history = `/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'staff', record_id: String(record.id) }))}`;
  return (
    <TopToolbar>
      <Button component={Link} to={history} label="console.staff.history">
        <HistoryIcon />
      </Button>
      <Button label="console.staff.revoke_sessions" onClick={() => setConfirming('revoke')} disabled={busy}>
        <LogoutIcon />
      </Button>
      {record.second_factor && (
        <Button label="console.staff.reset_second_factor" onClick={() => setConfirming('second_factor')} disabled={busy}>
          <PhonelinkEraseIcon />
        </Button>
      )}
      {record.locked_until && (
        <Button label="console.staff.unlock" disabled={busy} onClick={() => run(() => dataProvider.callRoute('staff.unlock', { params: { id: record.id } }), 'console.staff.unlocked')}>
          <LockOpenIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming === 'revoke'}
        loading={busy}
        title={translate('console.staff.revoke_confirm_title', { name: record.name || record.email })}
        content="console.staff.revoke_confirm_text"
        onConfirm={() => run(() => dataProvider.callRoute('staff.revokeSessions', { params: { id: record.id } }), 'console.staff.revoked')}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'second_factor'}
        loading={busy}
        title={translate('console.staff.reset_second_factor_title', { name: record.name || record.email })}
        content="console.staff.reset_second_factor_text"
        onConfirm={() => run(() => dataProvider.callRoute('staff.resetSecondFactor', { params: { id: record.id }, body: {} }), 'console.staff.second_factor_reset')}
        onClose={() => setConfirming(null)}
      />
    </TopToolbar>
  );
}
