import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceAnswer } from '@core/api/topups';
import { apiRequest } from '../../../api/client';

export function getMyBalance(): Promise<BalanceAnswer> {
  return apiRequest<BalanceAnswer>('GET', '/api/Customers/Me/Balance');
}

export const myBalanceQueryOptions = queryOptions({
  queryKey: ['me', 'balance'],
  queryFn: getMyBalance,
  retry: false,
});

export function useMyBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myBalanceQueryOptions, enabled });
}
