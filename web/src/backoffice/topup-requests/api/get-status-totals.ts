import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { callEndpoint } from '../../../api/client';
import type { TopupListFilter } from './get-topup-requests';

/** Count and centavos per status of the requests a filter (or a report's range) matches. */
export function useStatusTotals(filter: TopupListFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['topup-requests', 'totals-by-status', filter],
    queryFn: ({ signal }) => callEndpoint(backOfficeTopupEndpoints.totalsByStatus, { query: filter, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
