import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusHistoryEntry } from '@core/api/backoffice-topups';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/api-error';
import { topupRequestsKey } from './get-topup-requests';

export interface PaymentEvent {
  id: number;
  gateway: string;
  kind: string;
  outcome: string;
  latencyMs: number | null;
  detail: string | null;
  createdAt: string;
}

export function statusHistoryQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'history', requestId],
    queryFn: ({ signal }) =>
      apiRequest<StatusHistoryEntry[]>('GET', '/api/TopupRequests/StatusHistory', {
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
        return await apiRequest<PaymentEvent[]>('GET', '/api/Payments/Events', {
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
