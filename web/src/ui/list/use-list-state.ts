import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { commonListParams, type SortMode } from './list-params';
import {
  listViewParams,
  readListView,
  type FilterShape,
  type ListFilters,
  type ListSpec,
  type ListView,
} from './list-view';

export type { ListFilters } from './list-view';

export interface ListState<S extends FilterShape> extends ListView<S> {
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setPageSize: (pageSize: number) => void;
  toggleSort: () => void;
  /** Changes some filters and goes back to page 1. */
  setFilters: (changes: Partial<ListFilters<S>>) => void;
  /**
   * Opens a panel (its id) or closes it (null). Either replaces the current entry: a reload keeps the panel,
   * and Back still leaves the list's view (e.g. back to the report whose link opened the request).
   */
  setPanel: (panel: string | null) => void;
}

/**
 * A list screen's page, rows per page, date order, filters and open panel, kept in the address's search
 * parameters: Back returns to the previous view, a reload keeps the view, and the address can be shared.
 * `shape` parses the screen's own filters (see listParam); values equal to the defaults stay out of the
 * address, and parameters the screen does not know are dropped on the next change.
 */
export function useListState<S extends FilterShape>(
  shape: S,
  options: { defaults?: Partial<ListFilters<S>>; sort?: SortMode } = {},
): ListState<S> {
  const [params, setParams] = useSearchParams();
  const spec: ListSpec<S> = { shape, ...options };
  // React Router hands a functional update the parameters of the last render, not of the last change: two
  // changes before the next render (a drawer closing as a filter is clicked) would drop the first. A change
  // made since this render is the base of the next one; a render with newer parameters starts afresh.
  const lastChange = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);

  // Every change is a new history entry (so Back undoes it) unless told to replace the current one.
  const change = (update: (view: ListView<S>) => ListView<S>, replace = false) => {
    const base = lastChange.current?.from === params ? lastChange.current.to : params;
    const next = listViewParams(spec, update(readListView(spec, base)));
    lastChange.current = { from: params, to: next };
    setParams(next, { replace });
  };

  return {
    ...readListView(spec, params),
    setPage: (page, opts) => change((view) => ({ ...view, page: Math.max(1, page) }), opts?.replace),
    setPageSize: (pageSize) =>
      change((view) => ({ ...view, page: 1, pageSize: commonListParams.pageSize.parse(pageSize) })),
    toggleSort: () => change((view) => ({ ...view, page: 1, sort: view.sort === 'Desc' ? 'Asc' : 'Desc' })),
    setFilters: (changes) =>
      change((view) => ({ ...view, page: 1, filters: { ...view.filters, ...changes } })),
    setPanel: (panel) => change((view) => ({ ...view, panel }), true),
  };
}
