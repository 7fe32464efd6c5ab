import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/data-provider';

/** How long a ban lasts: days, or null for good. */
export type BanLength = number | null;

const DAY_MS = 86_400_000;

/**
 * The moderators' actions on comments: approve, hide and delete go in one request for all the
 * ticked comments (one transaction); a ban goes to each writer. Afterwards the screen reloads and
 * the selection clears.
 */
export function useModeration(resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string, count: number): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success', messageArgs: { smart_count: count } });
      unselectAll();
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const approve = (ids: number[]) => run(() => dataProvider.callRoute('moderation.approve', { body: { ids } }), 'console.moderation.approved', ids.length);
  const hide = (ids: number[]) => run(() => dataProvider.callRoute('moderation.hide', { body: { ids } }), 'console.moderation.hidden', ids.length);
  const remove = (ids: number[]) => run(() => dataProvider.callRoute('moderation.delete', { body: { ids } }), 'console.moderation.deleted', ids.length);
  const ban = (readerIds: number[], length: BanLength, reason: string) => {
    const body = length === null ? { forever: true, reason } : { until: new Date(Date.now() + length * DAY_MS).toISOString(), reason };
    return run(() => Promise.all(readerIds.map((id) => dataProvider.callRoute('moderation.ban', { params: { id }, body }))), 'console.moderation.banned', readerIds.length);
  };
  const unban = (readerId: number) => run(() => dataProvider.callRoute('moderation.unban', { params: { id: readerId } }), 'console.moderation.unbanned', 1);
  return { approve, hide, remove, ban, unban, busy };
}
