import type { TopupListFilter } from './api/get-topup-requests';

/** GET /api/TopupRequests/Export.csv with the list's filters: the server streams every matching row. */
export function exportCsvHref(filter: TopupListFilter, sortMode: 'Asc' | 'Desc'): string {
  const params = new URLSearchParams();
  for (const status of filter.statuses ?? []) params.append('statuses', String(status));
  for (const code of filter.paymentMethodCodes ?? []) params.append('paymentMethodCodes', String(code));
  if (filter.searchBy) params.set('searchBy', String(filter.searchBy));
  if (filter.searchName) params.set('searchName', String(filter.searchName));
  if (filter.dateFrom) params.set('dateFrom', filter.dateFrom);
  if (filter.dateTo) params.set('dateTo', filter.dateTo);
  params.set('sortMode', sortMode);
  return `/api/TopupRequests/Export.csv?${params.toString()}`;
}
