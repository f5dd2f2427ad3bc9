import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionCustomerAnswer } from '@core/api/customers';
import { apiRequest } from '../../api/client';
import { ApiError } from '../../api/api-error';

export const backOfficeMeQueryOptions = queryOptions({
  queryKey: ['back-office', 'me'],
  queryFn: async (): Promise<SessionCustomerAnswer | null> => {
    try {
      return await apiRequest<SessionCustomerAnswer>('GET', '/api/Customers/Me', {
        query: { scope: 'backoffice' },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The signed-in back-office user, or null when there is no back-office session. */
export function useBackOfficeMe() {
  return useQuery(backOfficeMeQueryOptions);
}

export function useBackOfficeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiRequest<SessionCustomerAnswer>('POST', '/api/Customers/Login', {
        body: { ...input, scope: 'backoffice' },
      }),
    onSuccess: (user) => queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, user),
  });
}

export function useBackOfficeLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<boolean>('POST', '/api/Customers/Logout', { body: { scope: 'backoffice' } }),
    onSettled: () => {
      queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'back-office' });
    },
  });
}
