import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../../api/client';
import { usersQueryOptions } from './get-users';

/** Resets another user's two-factor sign-in (never one's own: the server refuses it too). */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => callEndpoint(twoFactorEndpoints.reset, { params: { customerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}

/** A temporary password for a customer who forgot theirs, shown once to the admin. */
export function useTemporaryPassword() {
  return useMutation({
    mutationFn: (mobileNo: string) =>
      callEndpoint(twoFactorEndpoints.temporaryPassword, { body: { mobileNo } }),
  });
}
