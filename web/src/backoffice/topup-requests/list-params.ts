import { SearchBy } from '@core/api/backoffice-topups';
import { listParam } from '../../ui/list/list-params';
import type { ListFilters } from '../../ui/list/use-list-state';
import type { AppliedSearch, ListState } from './list-filter';

/** The table's columns that may be hidden (View Details always shows), in their order. */
export const TOPUP_COLUMNS = [
  'reference',
  'method',
  'requestDate',
  'datePosted',
  'amount',
  'status',
] as const;
export type TopupColumn = (typeof TOPUP_COLUMNS)[number];

/**
 * The list's filters in the address: ?status=1&method=101,102, a range of Manila days ?from=&to=, at most
 * one search, named after what it searches (?reference=, ?mobile=, ?amount=), and the shown columns ?cols=
 * (absent: all). ?reference= is also how other screens link to one request.
 */
export const TOPUP_LIST_PARAMS = {
  status: listParam.codes(),
  method: listParam.codes(),
  from: listParam.day(),
  to: listParam.day(),
  cols: listParam.keys(TOPUP_COLUMNS),
  reference: listParam.text(),
  mobile: listParam.text(),
  amount: listParam.text(),
};

export type TopupListParams = ListFilters<typeof TOPUP_LIST_PARAMS>;

const NO_SEARCH = { reference: '', mobile: '', amount: '' };

export function searchOf(params: TopupListParams): AppliedSearch | null {
  if (params.reference) return { searchBy: SearchBy.TransactionNumber, text: params.reference };
  if (params.mobile) return { searchBy: SearchBy.MobileNumber, text: params.mobile };
  if (params.amount) return { searchBy: SearchBy.LoadAmount, text: params.amount };
  return null;
}

/** The parameters that apply `search`, clearing any other search. */
export function searchParamsOf(search: AppliedSearch | null): Pick<TopupListParams, keyof typeof NO_SEARCH> {
  if (!search) return NO_SEARCH;
  if (search.searchBy === SearchBy.MobileNumber) return { ...NO_SEARCH, mobile: search.text };
  if (search.searchBy === SearchBy.LoadAmount) return { ...NO_SEARCH, amount: search.text };
  return { ...NO_SEARCH, reference: search.text };
}

/** The list's filters from the address (the dashboard's month, when the path names one, is its default). */
export function listStateOf(params: TopupListParams): ListState {
  return {
    statuses: params.status,
    methodCodes: params.method,
    search: searchOf(params),
    dateFrom: params.from || undefined,
    dateTo: params.to || undefined,
  };
}

/** The columns a view shows: all when it names none. */
export function shownColumns(params: Pick<TopupListParams, 'cols'>): readonly TopupColumn[] {
  return params.cols.length ? params.cols : TOPUP_COLUMNS;
}
