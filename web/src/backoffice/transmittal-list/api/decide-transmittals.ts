import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transmittalEndpoints, type TransmittalHeader } from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export type Decision = 'approve' | 'reject';

export interface DecisionInput {
  decision: Decision;
  ids: number[];
  /** The signed-in user; the server takes it from the session and only checks that these match. */
  user: { id: number; fullName: string };
  /** Required for a rejection (the server refuses one without it); sent with each rejected transmittal. */
  reason?: string;
}

export function decideTransmittals({
  decision,
  ids,
  user,
  reason = '',
}: DecisionInput): Promise<TransmittalHeader[]> {
  const idempotencyKey = createIdempotencyKey();
  if (decision === 'approve') {
    const body = ids.map((id) => ({ id, approvedBy: user.id, approveByName: user.fullName }));
    return callEndpoint(transmittalEndpoints.approve, { body, idempotencyKey });
  }
  const body = ids.map((id) => ({ id, rejectedBy: user.id, rejectedByName: user.fullName, reason }));
  return callEndpoint(transmittalEndpoints.reject, { body, idempotencyKey });
}

export function useDecideTransmittals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransmittals,
    // Whatever the answer, the list may have changed (someone else may have decided first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['transmittals'] }),
  });
}
