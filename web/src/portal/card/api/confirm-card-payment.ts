import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentEndpoints, type PaymentStatusAnswer } from '@core/api/payments';
import { callEndpoint } from '../../../api/client';

/**
 * The request's status after the server read the payment from the card provider again: status 1 (Done)
 * once the provider reported the payment and the wallet was credited.
 */
export type CardPaymentConfirmation = PaymentStatusAnswer;

/**
 * Asks the server to look the card payment up at the provider (it posts the top-up when the provider says
 * PAYMENT_SUCCESS). The return page never says "successful" on the redirect's word alone.
 */
export function confirmCardPayment(referenceNumber: string): Promise<CardPaymentConfirmation> {
  return callEndpoint(paymentEndpoints.confirm, { body: { referenceNumber } });
}

export function cardPaymentConfirmationQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: ['card-payments', 'confirmation', referenceNumber],
    queryFn: () => confirmCardPayment(referenceNumber),
    retry: 1,
    staleTime: Infinity,
  });
}

export function useCardPaymentConfirmation(referenceNumber: string | null) {
  return useQuery({
    ...cardPaymentConfirmationQueryOptions(referenceNumber ?? ''),
    enabled: referenceNumber !== null,
  });
}
