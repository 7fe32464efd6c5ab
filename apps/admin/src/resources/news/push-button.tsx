import { useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, useDataProvider, useNotify, usePermissions, useRecordContext } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { reviews } from './news-choices';

/** Sends the saved story to push subscribers: only once readers can open it (published, not scheduled). */
export function PushButton() {
  const record = useRecordContext<AdminNewsRecord>();
  const { permissions } = usePermissions<StaffRole>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record || !reviews(permissions)) return null;
  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.callRoute('news.push', { params: { id: record.id }, body: {} });
      notify('console.news.push_sent', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const ready = record.state === 'published';
  return (
    <Button label="console.news.send_push" onClick={send} disabled={busy || !ready} title={ready ? undefined : 'console.news.push_needs_published'}>
      <NotificationsActiveIcon />
    </Button>
  );
}
