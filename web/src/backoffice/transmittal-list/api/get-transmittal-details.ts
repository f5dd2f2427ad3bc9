import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransmittalDetail } from '@core/api/transmittals';
import { apiRequest } from '../../../api/client';

export function getTransmittalDetails(transmittalHeaderId: number): Promise<TransmittalDetail[]> {
  return apiRequest<TransmittalDetail[]>('GET', '/api/Transmittals/GetTransmittalDetailsByHeaderId', {
    query: { transmittalHeaderId },
  });
}

export function transmittalDetailsQueryOptions(transmittalHeaderId: number) {
  return queryOptions({
    queryKey: ['transmittals', 'details', transmittalHeaderId],
    queryFn: () => getTransmittalDetails(transmittalHeaderId),
  });
}

export function useTransmittalDetails(transmittalHeaderId: number | null) {
  return useQuery({
    ...transmittalDetailsQueryOptions(transmittalHeaderId ?? 0),
    enabled: transmittalHeaderId !== null,
  });
}
