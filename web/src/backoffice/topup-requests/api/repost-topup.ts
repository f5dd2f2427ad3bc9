import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentEndpoints } from '@core/api/payments';
import { callEndpoint } from '../../../api/client';
import { topupRequestsKey } from './get-topup-requests';

/** The provider's word on a card payment: PAYMENT_SUCCESS is success (spec section 7). */
export const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS';

export function paymentStatusQueryOptions(referenceNumber: string, amount: number) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'payment-status', referenceNumber, amount],
    queryFn: ({ signal }) =>
      callEndpoint(paymentEndpoints.providerStatus, {
        query: { ReferenceNumber: referenceNumber, Amount: String(amount) },
        signal,
      }),
    // A failed lookup is only logged (spec section 8): Repost stays disabled.
    retry: false,
  });
}

export function usePaymentStatus(referenceNumber: string, amount: number, enabled: boolean) {
  return useQuery({ ...paymentStatusQueryOptions(referenceNumber, amount), enabled });
}

export function useRepostTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      callEndpoint(paymentEndpoints.repost, {
        query: { TopupRequestId: id },
        idempotencyKey,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topupRequestsKey }),
  });
}
