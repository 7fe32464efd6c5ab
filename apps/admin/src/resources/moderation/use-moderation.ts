import { useListAction } from '../../components/use-list-action';

/** How long a ban lasts: days, or null for good. */
export type BanLength = number | null;

const DAY_MS = 86_400_000;

/**
 * The moderators' actions on comments: approve, hide and delete go in one request for all the
 * ticked comments (one transaction); a ban goes to each writer. Afterwards the screen reloads and
 * the selection clears.
 */
export function useModeration(resource: string) {
  const { dataProvider, run, busy } = useListAction(resource);

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
