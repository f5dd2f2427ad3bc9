import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints, type ReauthenticationBody } from '@core/api/two-factor';
import type { SessionCustomerAnswer } from '@core/api/customers';
import { callEndpoint } from '../../../api/client';
import { signedIn } from '../back-office-session';

/** After the second factor: the user the login page and the shell read is the signed-in one. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: SessionCustomerAnswer) => signedIn(queryClient, user);
}

export function useVerifySecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(twoFactorEndpoints.verify, { body: { code } }),
    onSuccess: signedIn,
  });
}

/** A new secret; a signed-in user sends the current password again (issue 25), a pending login does not. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: (currentPassword: string | undefined) =>
      callEndpoint(twoFactorEndpoints.startEnrolment, { body: currentPassword ? { currentPassword } : {} }),
  });
}

/** Ten new recovery codes in place of the old ones, with the current password and a current code. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReauthenticationBody) => callEndpoint(twoFactorEndpoints.newRecoveryCodes, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusKey }),
  });
}

/** Confirms the new factor; the recovery codes are shown before the user goes on (no Me update yet). */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) => callEndpoint(twoFactorEndpoints.confirmEnrolment, { body: { code } }),
  });
}

export const secondFactorStatusKey = ['back-office', 'second-factor'] as const;

export function useSecondFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: secondFactorStatusKey,
    queryFn: () => callEndpoint(twoFactorEndpoints.status),
    enabled,
  });
}
