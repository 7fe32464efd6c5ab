import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/data-provider';

/**
 * Runs one of the reader routes from a button: busy while it runs, the server's own message on a
 * refusal, the record read again on success.
 */
export function useReaderCall() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function run(work: (provider: ConsoleDataProvider) => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await work(dataProvider);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
