import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackOfficeUserRow } from '@core/api/users';
import { apiRequest } from '../../../api/client';

export const usersQueryOptions = queryOptions({
  queryKey: ['users'],
  queryFn: () => apiRequest<BackOfficeUserRow[]>('GET', '/api/Customers/Users'),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
