import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transmittalEndpoints, type TransmittalHeader, type TransmittalStatus } from '@core/api/transmittals';
import { callEndpoint } from '../../../api/client';

export function getTransmittalCount(status: TransmittalStatus): Promise<number> {
  return callEndpoint(transmittalEndpoints.count, { query: { status } });
}

export function getTransmittals(
  status: TransmittalStatus,
  pageSize: number,
  page: number,
): Promise<TransmittalHeader[]> {
  return callEndpoint(transmittalEndpoints.listByStatus, {
    query: { status, pageSize, page },
  });
}

export function transmittalCountQueryOptions(status: TransmittalStatus) {
  return queryOptions({
    queryKey: ['transmittals', 'count', status],
    queryFn: () => getTransmittalCount(status),
  });
}

export function transmittalsQueryOptions(status: TransmittalStatus, pageSize: number, page: number) {
  return queryOptions({
    queryKey: ['transmittals', 'page', status, pageSize, page],
    queryFn: () => getTransmittals(status, pageSize, page),
    placeholderData: keepPreviousData,
  });
}

export function useTransmittalCount(status: TransmittalStatus) {
  return useQuery(transmittalCountQueryOptions(status));
}

export function useTransmittals(status: TransmittalStatus, pageSize: number, page: number) {
  return useQuery(transmittalsQueryOptions(status, pageSize, page));
}
