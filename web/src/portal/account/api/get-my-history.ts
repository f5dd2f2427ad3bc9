import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletHistoryEndpoints, type HistoryPage } from '@core/api/wallet-history';
import { callEndpoint } from '../../../api/client';

/** Lines per page on Home: a phone screen or two; "Load more" asks for the next page by its cursor. */
export const HISTORY_LINES_PER_PAGE = 10;

export function getMyHistory(cursor: string | undefined, signal?: AbortSignal): Promise<HistoryPage> {
  return callEndpoint(walletHistoryEndpoints.list, {
    query: { limit: HISTORY_LINES_PER_PAGE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export const myHistoryQueryOptions = infiniteQueryOptions({
  queryKey: ['me', 'history'],
  queryFn: ({ pageParam, signal }) => getMyHistory(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: HistoryPage) => last.nextCursor ?? undefined,
  retry: false,
});

export function useMyHistory({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...myHistoryQueryOptions, enabled });
}
