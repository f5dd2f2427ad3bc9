import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleRequestEndpoints } from '@core/api/role-requests';
import { callEndpoint } from '../../../api/client';
import { usersQueryOptions } from './get-users';

export const roleRequestsQueryOptions = queryOptions({
  queryKey: ['role-requests'],
  queryFn: () => callEndpoint(roleRequestEndpoints.list),
});

/** The role requests awaiting a second Topup Admin (decision 0031). */
export function useRoleRequests() {
  return useQuery(roleRequestsQueryOptions);
}

export type RoleRequestDecision = 'approve' | 'reject' | 'withdraw';

/** Approves, rejects or withdraws a request; the users and the requests are read again after it. */
export function useDecideRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: RoleRequestDecision; reason?: string }) =>
      decision === 'approve'
        ? callEndpoint(roleRequestEndpoints.approve, { params: { id } })
        : callEndpoint(roleRequestEndpoints[decision], {
            params: { id },
            body: reason ? { reason } : {},
          }),
    // Not awaited: the caller's onSuccess (its banner) runs first, before the refreshed list drops the
    // decided request and, with it, the dialog that decided it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: roleRequestsQueryOptions.queryKey });
    },
  });
}
