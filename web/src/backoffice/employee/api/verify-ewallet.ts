import { useMutation } from '@tanstack/react-query';
import { employeeEndpoints, type VerifyAccountAnswer } from '@core/api/employees';
import { callEndpoint } from '../../../api/client';

/**
 * Verify Account (decision 0013): whether the e-wallet account info (a customer's mobile number) names a
 * customer, the owner's name masked, and the active employee who already holds it. `employeeId`: the
 * employee being edited, who keeps their own wallet.
 */
export function verifyEwallet(input: {
  ewalletAccountInfo: string;
  employeeId?: number | undefined;
}): Promise<VerifyAccountAnswer> {
  return callEndpoint(employeeEndpoints.verifyAccount, {
    query: { EwalletAccountInfo: input.ewalletAccountInfo, employeeId: input.employeeId },
  });
}

export function useVerifyEwallet() {
  return useMutation({ mutationFn: verifyEwallet });
}
