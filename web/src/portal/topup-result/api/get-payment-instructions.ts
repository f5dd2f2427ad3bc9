import { useQuery } from '@tanstack/react-query';
import { paymentMethodEndpoints, type PaymentInstructions } from '@core/api/payment-methods';
import { callEndpoint } from '../../../api/client';

export function getPaymentInstructions(code: number): Promise<PaymentInstructions> {
  return callEndpoint(paymentMethodEndpoints.instructions, { params: { code } });
}

/**
 * The shop's instructions and bank account for a method (a back-office setting, decision 0030), read when
 * the result page opens: only this page's chunk needs them, so the portal's first load carries nothing.
 */
export function usePaymentInstructions(code: number) {
  return useQuery({
    queryKey: ['payment-instructions', code],
    queryFn: () => getPaymentInstructions(code),
    staleTime: 60_000,
  });
}
