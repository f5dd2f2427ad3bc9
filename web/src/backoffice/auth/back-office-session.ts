import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type SessionCustomerAnswer } from '@core/api/customers';
import { callEndpoint } from '../../api/client';
import { ApiError } from '../../api/api-error';

export const backOfficeMeQueryOptions = queryOptions({
  queryKey: ['back-office', 'me'],
  queryFn: async (): Promise<SessionCustomerAnswer | null> => {
    try {
      return await callEndpoint(sessionEndpoints.me, {
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
      callEndpoint(sessionEndpoints.login, {
        body: { ...input, scope: 'backoffice' },
      }),
    // A login that still needs its second factor is nobody yet: the code step sets the user.
    onSuccess: (user) => {
      if (!user.secondFactor) queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, user);
    },
  });
}

export function useBackOfficeLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(sessionEndpoints.logout, { body: { scope: 'backoffice' } }),
    onSettled: () => {
      queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'back-office' });
    },
  });
}
