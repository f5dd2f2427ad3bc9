import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { receiptEndpoints, type ReceiptAnswer, type ReceiptCancelBody } from '@core/api/receipts';
import { callEndpoint } from '../../../api/client';
import { ApiError } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';

const receiptKey = (token: string) => ['receipt', token] as const;

export function receiptQueryOptions(token: string) {
  return queryOptions({
    queryKey: receiptKey(token),
    queryFn: ({ signal }) => callEndpoint(receiptEndpoints.get, { params: { token }, signal }),
    // A link that opens nothing stays so: asking again would only use up the address's allowance.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
  });
}

export function useReceipt(token: string) {
  return useQuery(receiptQueryOptions(token));
}

/** Cancels the receipt's request with a spec reason; the receipt then reads Cancelled. */
export function useCancelByReceipt(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptCancelBody) =>
      callEndpoint(receiptEndpoints.cancel, {
        params: { token },
        body,
        idempotencyKey: createIdempotencyKey(),
      }),
    onSuccess: (receipt: ReceiptAnswer) => {
      queryClient.setQueryData(receiptKey(token), receipt);
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** The same request's card checkout again (never a second request): where the browser goes to pay. */
export function usePayNow(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(receiptEndpoints.payNow, { params: { token } }),
    // Refused because the request was paid or ended meanwhile: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: receiptKey(token) }),
  });
}
