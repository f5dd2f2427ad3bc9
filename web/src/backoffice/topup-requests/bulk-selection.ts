import { BULK_STATUS_MAX } from '@core/api/backoffice-topups';
import type { ListedTopup } from '@core/api/topups';
import { allowedMovesFrom, isTopupStatusCode, TopupStatus, type TopupStatusCode } from '@core/topup-status';
import type { TopupListFilter } from './api/get-topup-requests';

export { BULK_STATUS_MAX };

/** What a bulk change acts on: the rows ticked, or every request the filter matches (count as shown). */
export type BulkTarget =
  { kind: 'ids'; ids: number[]; count: number } | { kind: 'filter'; filter: TopupListFilter; count: number };

/**
 * The rows ticked on the list, kept across its pages while the filter stays the same (a new filter, a new
 * selection: rows ticked under another filter are not what the person now sees), or "all that match".
 */
export interface ListSelection {
  /** The filter it was made under (JSON of the filter). */
  filterKey: string;
  rows: ReadonlyMap<number, ListedTopup>;
  allMatching: boolean;
}

export const emptySelection = (filterKey: string): ListSelection => ({
  filterKey,
  rows: new Map(),
  allMatching: false,
});

/** Ticks or unticks rows (a row, or a page's rows at once). */
export function withRows(
  selection: ListSelection,
  rows: readonly ListedTopup[],
  ticked: boolean,
): ListSelection {
  const next = new Map(selection.rows);
  for (const row of rows) {
    if (ticked) next.set(row.id, row);
    else next.delete(row.id);
  }
  return { ...selection, rows: next, allMatching: false };
}

/**
 * The statuses a change of requests in these statuses may offer: every move allowed from one of them, in
 * the single change's order (Processing, On Hold, Done, Cancelled, Expired). The server checks each row.
 */
export function movesFrom(statuses: readonly number[]): TopupStatusCode[] {
  const known = statuses.filter(isTopupStatusCode);
  const from = known.length ? known : Object.values(TopupStatus);
  const allowed = new Set(from.flatMap((status) => allowedMovesFrom(status)));
  return allowedMovesFrom(TopupStatus.Pending).filter((status) => allowed.has(status));
}
