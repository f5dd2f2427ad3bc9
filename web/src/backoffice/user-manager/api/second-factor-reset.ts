import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../../api/client';
import { roleRequestsQueryOptions } from './role-requests';

/**
 * Asks for another user's two-factor sign-in to be reset (never one's own: the server refuses it too). It is
 * a request another Topup Admin approves (decision 0031): nothing changes until then, so only the requests
 * are read again (not awaited: the caller's banner shows first).
 */
export function useRequestSecondFactorReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => callEndpoint(twoFactorEndpoints.reset, { params: { customerId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roleRequestsQueryOptions.queryKey });
    },
  });
}

/** A temporary password for a customer who forgot theirs, shown once to the admin. */
export function useTemporaryPassword() {
  return useMutation({
    mutationFn: (mobileNo: string) =>
      callEndpoint(twoFactorEndpoints.temporaryPassword, { body: { mobileNo } }),
  });
}
