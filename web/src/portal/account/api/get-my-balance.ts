import { queryOptions, useQuery } from '@tanstack/react-query';
import { topupEndpoints, type BalanceAnswer } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

export function getMyBalance(): Promise<BalanceAnswer> {
  return callEndpoint(topupEndpoints.myBalance);
}

export const myBalanceQueryOptions = queryOptions({
  queryKey: ['me', 'balance'],
  queryFn: getMyBalance,
  retry: false,
});

export function useMyBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myBalanceQueryOptions, enabled });
}
