import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { endpointUrl } from '../../api/client';
import type { TopupListFilter } from './api/get-topup-requests';

/** The CSV export with the list's filters, for a download link: the server streams every matching row. */
export function exportCsvHref(filter: TopupListFilter, sortMode: 'Asc' | 'Desc'): string {
  return endpointUrl(backOfficeTopupEndpoints.exportCsv, {
    query: {
      statuses: filter.statuses ?? [],
      paymentMethodCodes: filter.paymentMethodCodes ?? [],
      searchBy: filter.searchBy || undefined,
      searchName: filter.searchName ? String(filter.searchName) : undefined,
      dateFrom: filter.dateFrom || undefined,
      dateTo: filter.dateTo || undefined,
      sortMode,
    },
  });
}
