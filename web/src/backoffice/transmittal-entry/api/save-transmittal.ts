import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transmittalEndpoints,
  type CreateTransmittalBody,
  type TransmittalHeader,
} from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export function saveTransmittal(body: CreateTransmittalBody): Promise<TransmittalHeader> {
  return callEndpoint(transmittalEndpoints.create, {
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
