import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentsToReturnEndpoints,
  type PaymentToReturn,
  type RefundBody,
} from '@core/api/payments-to-return';
import { callEndpoint } from '../../../api/client';
import { paymentsToReturnKey } from './get-payments-to-return';

export interface RefundInput {
  id: number;
  body: RefundBody;
  /** One per opening of the dialog: a double click or a retried answer refunds once. */
  idempotencyKey: string;
}

export function refundPayment({ id, body, idempotencyKey }: RefundInput): Promise<PaymentToReturn> {
  return callEndpoint(paymentsToReturnEndpoints.refund, { params: { id }, body, idempotencyKey });
}

/**
 * Refunds a payment at the provider. The list refreshes whatever the answer: a failed attempt is recorded
 * on the row (its lastRefundError), and a refund made meanwhile by someone else moves the row.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsToReturnKey }),
  });
}
