import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topupEndpoints, type ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

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
  return callEndpoint(topupEndpoints.cancel, { body: input, idempotencyKey });
}

export function useCancelTopupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelTopupRequestInput) => cancelTopupRequest(input, createIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
