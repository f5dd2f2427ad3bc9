import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints, type ListedNotice } from '@core/api/notices';
import { callEndpoint } from '../../../api/client';
import { topupRequestsKey } from './get-topup-requests';

export type { ListedNotice };

/** While a notice waits to be sent, the drawer looks again this often: the dispatcher runs in the background. */
const WHILE_WAITING_MS = 3_000;

export function requestNoticesQueryOptions(requestId: number) {
  return queryOptions({
    // Under the requests' key: a status change (which queues notices) refreshes it with the rest.
    queryKey: [...topupRequestsKey, 'notices', requestId],
    queryFn: ({ signal }) =>
      callEndpoint(noticeEndpoints.listOfRequest, { params: { id: requestId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((notice) => notice.state === 'queued' || notice.state === 'sending')
        ? WHILE_WAITING_MS
        : false,
  });
}

export function useRequestNotices(requestId: number) {
  return useQuery(requestNoticesQueryOptions(requestId));
}
