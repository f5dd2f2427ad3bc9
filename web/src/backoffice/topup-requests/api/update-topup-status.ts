import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeTopupEndpoints, type UpdateTopupStatusBody } from '@core/api/backoffice-topups';
import type { ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';
import { topupRequestsKey } from './get-topup-requests';

export function updateTopupStatus(body: UpdateTopupStatusBody, idempotencyKey: string): Promise<ListedTopup> {
  return callEndpoint(backOfficeTopupEndpoints.updateStatus, { body, idempotencyKey });
}

/** Changes a request's status; the list, its count and the request's history refresh afterwards. */
export function useUpdateTopupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpdateTopupStatusBody; idempotencyKey: string }) =>
      updateTopupStatus(body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topupRequestsKey }),
  });
}
