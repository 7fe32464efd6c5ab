import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { ConsoleDataProvider } from '../data/data-provider';

/**
 * Runs an action on ticked rows or one record (approve, hide, reject...): says how it went,
 * then reloads the list or the record and clears the selection. `busy` while it runs, so the
 * buttons cannot send it twice.
 */
export function useListAction(resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [busy, setBusy] = useState(false);

  /** `done` is the success message's key; `count` fills its `smart_count`. True when it worked. */
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

  return { dataProvider, run, busy };
}
