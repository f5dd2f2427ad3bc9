import { queryOptions, useQuery } from '@tanstack/react-query';
import { topupEndpoints } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

/** The suggested amounts in pesos, e.g. [100, 200, 500, 1000, 2000, 5000]. */
export function getTopupAmounts(): Promise<number[]> {
  return callEndpoint(topupEndpoints.amounts);
}

export const topupAmountsQueryOptions = queryOptions({
  queryKey: ['topup-requests', 'amounts'],
  queryFn: getTopupAmounts,
  staleTime: 5 * 60_000,
});

export function useTopupAmounts() {
  return useQuery(topupAmountsQueryOptions);
}
