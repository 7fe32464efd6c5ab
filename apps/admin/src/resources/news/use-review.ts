import { useListAction } from '../../components/use-list-action';

/**
 * Approve or reject stories: one story through its own route, several in one request (one
 * transaction, ADR 010). Afterwards the list or the record reloads and the selection clears.
 */
export function useReview(resource: string) {
  const { dataProvider, run, busy } = useListAction(resource);

  const approve = (ids: number[]) =>
    run(
      () => (ids.length === 1 ? dataProvider.callRoute('news.approve', { params: { id: ids[0]! }, body: {} }) : dataProvider.callRoute('news.bulkApprove', { body: { ids } })),
      'console.news.approved',
      ids.length,
    );
  const reject = (ids: number[], reason: string) =>
    run(
      () =>
        ids.length === 1
          ? dataProvider.callRoute('news.reject', { params: { id: ids[0]! }, body: { reason } })
          : dataProvider.callRoute('news.bulkReject', { body: { ids, reason } }),
      'console.news.rejected',
      ids.length,
    );
  const remove = (ids: number[]) => run(() => dataProvider.callRoute('news.bulkDelete', { body: { ids } }), 'ra.notification.deleted', ids.length);
  return { approve, reject, remove, busy };
}
