import { queryOptions, useQuery } from '@tanstack/react-query';
import { topupEndpoints, type ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

/** The session customer's own top-up requests, newest first. */
export function getMyTopupRequests(): Promise<ListedTopup[]> {
  return callEndpoint(topupEndpoints.myTopups);
}

export const myTopupRequestsQueryOptions = queryOptions({
  queryKey: ['me', 'topup-requests'],
  queryFn: getMyTopupRequests,
  retry: false,
});

export function useMyTopupRequests({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myTopupRequestsQueryOptions, enabled });
}
