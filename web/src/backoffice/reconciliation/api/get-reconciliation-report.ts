import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  reconciliationEndpoints,
  type ReconciliationQuery,
  type ReconciliationReport,
} from '@core/api/reconciliation';
import { callEndpoint } from '../../../api/client';

export function getReconciliationReport(
  range: ReconciliationQuery,
  signal?: AbortSignal,
): Promise<ReconciliationReport> {
  return callEndpoint(reconciliationEndpoints.report, {
    query: { dateFrom: range.dateFrom, dateTo: range.dateTo },
    signal,
  });
}

export function reconciliationReportQueryOptions(range: ReconciliationQuery) {
  return queryOptions({
    queryKey: ['reconciliation-report', range],
    queryFn: ({ signal }) => getReconciliationReport(range, signal),
    // A reconciliation is read to find money that went astray: always ask the server again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReconciliationReport(range: ReconciliationQuery) {
  return useQuery(reconciliationReportQueryOptions(range));
}
