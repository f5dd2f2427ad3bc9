import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@core/api/users';
import { callEndpoint } from '../../../api/client';

export const usersQueryOptions = queryOptions({
  queryKey: ['users'],
  queryFn: () => callEndpoint(userEndpoints.list),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
