import { queryOptions, useQuery } from '@tanstack/react-query';
import { transmittalEndpoints, type TransmittalDetail } from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';

export function getTransmittalDetails(transmittalHeaderId: number): Promise<TransmittalDetail[]> {
  return callEndpoint(transmittalEndpoints.details, {
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
