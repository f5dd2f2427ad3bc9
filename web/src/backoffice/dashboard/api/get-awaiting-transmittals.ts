import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSMITTAL_STATUS, transmittalEndpoints } from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';

/**
 * How many transmittals await approval (are Pending): the count endpoint any back-office role may read.
 * The same query key as the transmittal list's Pending count, so an approval or a rejection there refreshes it.
 */
export function awaitingTransmittalsQueryOptions() {
  return queryOptions({
    queryKey: ['transmittals', 'count', TRANSMITTAL_STATUS.pending],
    queryFn: () =>
      callEndpoint(transmittalEndpoints.count, { query: { status: TRANSMITTAL_STATUS.pending } }),
  });
}

export function useAwaitingTransmittals() {
  return useQuery(awaitingTransmittalsQueryOptions());
}
