import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransmittalBody, TransmittalHeader } from '@core/api/transmittals';
import { apiRequest } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export function saveTransmittal(body: CreateTransmittalBody): Promise<TransmittalHeader> {
  return apiRequest<TransmittalHeader>('POST', '/api/Transmittals', {
    body,
    idempotencyKey: createIdempotencyKey(),
  });
}

export function useSaveTransmittal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTransmittal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transmittals'] }),
  });
}
