import { useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, Confirm, TopToolbar, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { BreakingNewsRecord } from '@newsroom/contract/admin/live-coverage';
import type { ConsoleDataProvider } from '../../data/data-provider';

/**
 * "Send as push", asked to confirm since it reaches every device of the language at once. Only an
 * open item (as saved) can go: a closed one's link would lead nowhere readers can find.
 */
export function BreakingNewsPushAction() {
  const record = useRecordContext<BreakingNewsRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const open = record.status === 1;

  async function send() {
    setBusy(true);
    try {
      const { notification_id } = await dataProvider.callRoute('breakingNews.push', { params: { id: record!.id }, body: {} });
      notify(notification_id === null ? 'console.live.push_off' : 'console.live.push_sent', { type: notification_id === null ? 'warning' : 'success' });
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <TopToolbar>
      <Button label="console.live.push" onClick={() => setConfirming(true)} disabled={!open || busy} title={open ? undefined : translate('console.live.push_closed')}>
        <NotificationsActiveIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('console.live.push_confirm_title', { title: record.title })}
        content="console.live.push_confirm_text"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </TopToolbar>
  );
}
