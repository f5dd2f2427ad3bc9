import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsToReturnEndpoints, type ReturnStatus } from '@core/api/payments-to-return';
import { callEndpoint } from '../../../api/client';

/** Every query of this screen: a refund refreshes both views (and the count on the view switch). */
export const paymentsToReturnKey = ['payments-to-return'] as const;

/** The whole queue of one status, oldest first: it stays short, so the screen pages it itself. */
export function paymentsToReturnQueryOptions(status: ReturnStatus) {
  return queryOptions({
    queryKey: [...paymentsToReturnKey, status],
    queryFn: ({ signal }) => callEndpoint(paymentsToReturnEndpoints.list, { query: { status }, signal }),
  });
}

export function usePaymentsToReturn(status: ReturnStatus) {
  return useQuery(paymentsToReturnQueryOptions(status));
}
