import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import type { ListedTopup } from '@core/api/topups';

export interface CancelTopupRequestInput {
  id: number;
  referenceNumber: string;
  remarks: string;
}

/** Cancels a pending or on-hold request and answers it; other states answer 409 with the reason. */
export function cancelTopupRequest(
  input: CancelTopupRequestInput,
  idempotencyKey: string,
): Promise<ListedTopup> {
  return apiRequest<ListedTopup>('POST', '/api/TopupRequests/Cancel', { body: input, idempotencyKey });
}

export function useCancelTopupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelTopupRequestInput) => cancelTopupRequest(input, createIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
