import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { callEndpoint } from '../../../api/client';

/** Counts per payment method and status for the month that starts on monthStart (YYYY-MM-01). */
export function statisticsQueryOptions(monthStart: string) {
  return queryOptions({
    queryKey: ['topup-requests', 'statistics', monthStart],
    queryFn: ({ signal }) =>
      callEndpoint(backOfficeTopupEndpoints.statistics, {
        query: { DateFrom: monthStart },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStatistics(monthStart: string) {
  return useQuery(statisticsQueryOptions(monthStart));
}

/** Requests per day and method of the month, for the chart (beyond the spec). */
export function useDailyTotals(monthStart: string) {
  return useQuery({
    queryKey: ['topup-requests', 'daily-totals', monthStart],
    queryFn: ({ signal }) =>
      callEndpoint(backOfficeTopupEndpoints.dailyTotals, {
        query: { DateFrom: monthStart },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
