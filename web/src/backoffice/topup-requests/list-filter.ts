import { SearchBy, type SearchByCode } from '@core/api/backoffice-topups';
import { TopupStatus } from '@core/topup-status';
import type { TopupListFilter } from './api/get-topup-requests';

/**
 * The status filter: the spec's All, Pending, Processing, On Hold, Done, and (issue 19) the two ends a
 * request may also reach, Cancelled and Expired.
 */
export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: String(TopupStatus.Pending), label: 'Pending' },
  { value: String(TopupStatus.Processing), label: 'Processing' },
  { value: String(TopupStatus.OnHold), label: 'On Hold' },
  { value: String(TopupStatus.Done), label: 'Done' },
  { value: String(TopupStatus.Cancelled), label: 'Cancelled' },
  { value: String(TopupStatus.Expired), label: 'Expired' },
];

// The method filter's options are the server's methods (shared/payment-method-choices.ts).

export const SEARCH_OPTIONS: { value: SearchByCode; label: string }[] = [
  { value: SearchBy.TransactionNumber, label: 'Transaction Number' },
  { value: SearchBy.MobileNumber, label: 'Ewallet Mobile Number' },
  { value: SearchBy.LoadAmount, label: 'Load Amount' },
];

export interface AppliedSearch {
  searchBy: SearchByCode;
  text: string;
}

export interface ListState {
  statuses: number[];
  methodCodes: number[];
  search: AppliedSearch | null;
  /** A range of Manila days (YYYY-MM-DD): chosen on the list, or the dashboard drill-down's month. */
  dateFrom?: string;
  dateTo?: string;
}

export function toFilter(state: ListState): TopupListFilter {
  return {
    statuses: state.statuses,
    paymentMethodCodes: state.methodCodes,
    searchBy: state.search ? state.search.searchBy : 0,
    searchName: state.search ? state.search.text : '',
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
  };
}

export function filterValue(codes: number[]): string {
  if (codes.length === 0) return 'all';
  return codes.join(',');
}

export function codesOf(value: string | null): number[] {
  if (!value || value === 'all') return [];
  return value.split(',').map(Number);
}
