import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topupEndpoints, type CreateTopupAnswer, type CreateTopupInput } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

/** The creation payload, field for field as the spec names it: amounts in pesos, billingAddress null. */
export type CreateTopupRequestInput = CreateTopupInput & { topupRequestAmount: number; billingAddress: null };

export function createTopupRequest(
  input: CreateTopupRequestInput,
  idempotencyKey: string,
): Promise<CreateTopupAnswer> {
  return callEndpoint(topupEndpoints.create, { body: input, idempotencyKey });
}

/** One Idempotency-Key per confirmation, so that a double tap or a retry creates one request, not two. */
export function useCreateTopupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateTopupRequestInput; idempotencyKey: string }) =>
      createTopupRequest(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'topup-requests'] }),
  });
}
