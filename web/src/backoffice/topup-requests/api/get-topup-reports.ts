import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  backOfficeTopupEndpoints,
  type SummaryReportRow,
  type TopupRetrieveBody,
  type TotalsByStatusRow,
} from '@core/api/backoffice-topups';
import type { ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

export type ReportKind = 'detailed' | 'summary' | 'all-time';

export interface ReportRequest {
  kind: ReportKind;
  dateFrom: string;
  dateTo: string;
  statuses: number[];
}

export type ReportData = (
  { kind: 'detailed' | 'all-time'; rows: ListedTopup[] } | { kind: 'summary'; rows: SummaryReportRow[] }
) & {
  /** Count and centavos per status of the same requests (issue 19: no total mixing every status). */
  totals: TotalsByStatusRow[];
};

async function getReport(request: ReportRequest, signal: AbortSignal): Promise<ReportData> {
  const range =
    request.kind === 'all-time'
      ? { statuses: request.statuses }
      : { statuses: request.statuses, dateFrom: request.dateFrom, dateTo: request.dateTo };
  const [rows, totals] = await Promise.all([
    getReportRows(request, signal),
    callEndpoint(backOfficeTopupEndpoints.totalsByStatus, { query: range, signal }),
  ]);
  return { ...rows, totals } as ReportData;
}

async function getReportRows(
  request: ReportRequest,
  signal: AbortSignal,
): Promise<Omit<ReportData, 'totals'>> {
  const range = { dateFrom: request.dateFrom, dateTo: request.dateTo, statuses: request.statuses };
  if (request.kind === 'summary') {
    const rows = await callEndpoint(backOfficeTopupEndpoints.summaryReport, {
      query: range,
      signal,
    });
    return { kind: 'summary', rows };
  }
  if (request.kind === 'detailed') {
    const rows = await callEndpoint(backOfficeTopupEndpoints.byDateRange, {
      query: range,
      signal,
    });
    return { kind: 'detailed', rows };
  }
  // The all-time report: the list endpoint with pageSize 0 (spec section 7).
  const body: TopupRetrieveBody = {
    statuses: request.statuses,
    pageSize: 0,
    pageNumber: 1,
    sortBy: 'DateCreated',
    sortMode: 'Asc',
  };
  const rows = await callEndpoint(backOfficeTopupEndpoints.retrieve, { body, signal });
  return { kind: 'all-time', rows };
}

export function useTopupReport(request: ReportRequest) {
  return useQuery(
    queryOptions({
      queryKey: ['topup-requests', 'report', request],
      queryFn: ({ signal }) => getReport(request, signal),
      staleTime: 0,
    }),
  );
}
