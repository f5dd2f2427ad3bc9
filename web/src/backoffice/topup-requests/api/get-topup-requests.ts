import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  backOfficeTopupEndpoints,
  type TopupCountBody,
  type TopupRetrieveBody,
} from '@core/api/backoffice-topups';
import type { ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

/** The list's filters, without paging: a change of page keeps the count. */
export type TopupListFilter = Omit<TopupCountBody, 'pageSize' | 'pageNumber'>;

export interface TopupPageRequest {
  filter: TopupListFilter;
  pageSize: number;
  pageNumber: number;
  sortMode: 'Asc' | 'Desc';
  /** Keyset paging: the neighbour page's edge row, so the server needs no OFFSET. */
  afterId?: number;
  beforeId?: number;
}

export function getTopupRequests(page: TopupPageRequest, signal?: AbortSignal): Promise<ListedTopup[]> {
  const body: TopupRetrieveBody = {
    ...page.filter,
    pageSize: page.pageSize,
    pageNumber: page.pageNumber,
    sortBy: 'DateCreated',
    sortMode: page.sortMode,
    afterId: page.afterId,
    beforeId: page.beforeId,
  };
  return callEndpoint(backOfficeTopupEndpoints.retrieve, { body, signal });
}

export function getTopupRequestCount(filter: TopupListFilter, signal?: AbortSignal): Promise<number> {
  const body: TopupCountBody = { ...filter, pageSize: 10, pageNumber: 1 };
  return callEndpoint(backOfficeTopupEndpoints.count, { body, signal });
}

export const topupRequestsKey = ['topup-requests'] as const;

export function topupRequestsQueryOptions(page: TopupPageRequest) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'page', page],
    queryFn: ({ signal }) => getTopupRequests(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function topupRequestCountQueryOptions(filter: TopupListFilter) {
  return queryOptions({
    queryKey: [...topupRequestsKey, 'count', filter],
    queryFn: ({ signal }) => getTopupRequestCount(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTopupRequests(page: TopupPageRequest) {
  return useQuery(topupRequestsQueryOptions(page));
}

export function useTopupRequestCount(filter: TopupListFilter) {
  return useQuery(topupRequestCountQueryOptions(filter));
}
