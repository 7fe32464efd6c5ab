import { useState, type ReactElement } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/data-provider';

/**
 * Opens or closes (puts on air or ends) the selected rows in one request. Readers' lists change at
 * once (the route clears the read cache); the site's pages follow within their cache window.
 */
export function BulkStatusButton({ route, status, label, icon }: { route: 'breakingNews.bulkStatus' | 'liveStreams.bulkStatus'; status: 0 | 1; label: string; icon: ReactElement }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  async function change() {
    setBusy(true);
    try {
      const { changed } = await dataProvider.callRoute(route, { body: { ids: selectedIds.map(Number), status } });
      notify('console.live.status_changed', { type: 'success', messageArgs: { smart_count: changed } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button label={label} onClick={() => void change()} disabled={busy}>
      {icon}
    </Button>
  );
}
