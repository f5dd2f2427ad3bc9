import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backOfficeTopupEndpoints,
  type BulkStatusPreviewBody,
  type BulkUpdateStatusBody,
} from '@core/api/backoffice-topups';
import { callEndpoint } from '../../../api/client';
import { topupRequestsKey } from './get-topup-requests';

/**
 * What a move of the selected requests would act on (for Done: what is credited, to whom). Read afresh each
 * time it is shown: a confirmation must show the requests as they are now.
 */
export function useBulkStatusPreview(body: BulkStatusPreviewBody | null) {
  return useQuery({
    queryKey: [...topupRequestsKey, 'bulk-preview', body],
    queryFn: ({ signal }) =>
      callEndpoint(backOfficeTopupEndpoints.bulkStatusPreview, { body: body!, signal }),
    enabled: body !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Moves the selection; the list, its count and totals refresh afterwards, whatever each row's outcome. */
export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BulkUpdateStatusBody; idempotencyKey: string }) =>
      callEndpoint(backOfficeTopupEndpoints.bulkUpdateStatus, { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topupRequestsKey }),
  });
}
