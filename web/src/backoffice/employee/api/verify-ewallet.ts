import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Whether the e-wallet account info (a customer's mobile number) names a customer. */
export function verifyEwallet(ewalletAccountInfo: string): Promise<boolean> {
  return apiRequest<boolean>('GET', '/api/Employees/Verify', {
    query: { EwalletAccountInfo: ewalletAccountInfo },
  });
}

export function useVerifyEwallet() {
  return useMutation({ mutationFn: verifyEwallet });
}
