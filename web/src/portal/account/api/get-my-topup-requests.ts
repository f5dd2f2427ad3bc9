import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { ListedTopup } from '@core/api/topups';

/** The session customer's own top-up requests, newest first. */
export function getMyTopupRequests(): Promise<ListedTopup[]> {
  return apiRequest<ListedTopup[]>('GET', '/api/Customers/Me/TopupRequests');
}

export const myTopupRequestsQueryOptions = queryOptions({
  queryKey: ['me', 'topup-requests'],
  queryFn: getMyTopupRequests,
  retry: false,
});

export function useMyTopupRequests({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myTopupRequestsQueryOptions, enabled });
}
