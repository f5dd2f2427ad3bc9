import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { paymentEndpoints } from '@core/api/payments';
import { callEndpoint } from '../../../api/client';
import { ApiError } from '../../../api/api-error';
import { topupRequestsKey } from './get-topup-requests';

export type { PaymentEvent } from '@core/api/payments';

export function statusHistoryQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'history', requestId],
    queryFn: ({ signal }) =>
      callEndpoint(backOfficeTopupEndpoints.statusHistory, {
        query: { TopupRequestId: requestId },
        signal,
      }),
  });
}

export function useStatusHistory(requestId: number) {
  return useQuery(statusHistoryQueryOptions(requestId));
}

/** The card payment's gateway calls and webhooks; none when the payments module is not there (404). */
export function paymentEventsQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'payment-events', referenceNumber],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(paymentEndpoints.events, {
          query: { referenceNumber },
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

export function usePaymentEvents(referenceNumber: string) {
  return useQuery(paymentEventsQueryOptions(referenceNumber));
}
