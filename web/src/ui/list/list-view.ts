import type { z } from 'zod';
import { PAGE_SIZES } from '@core/api/paging';
import { commonListParams, sortParam, toParamText, type SortMode } from './list-params';

export type FilterShape = Record<string, z.ZodType>;
export type ListFilters<S extends FilterShape> = { [K in keyof S]: z.output<S[K]> };

/** What a list shows: the page, its size, the date order, the filters and the open panel. */
export interface ListView<S extends FilterShape> {
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
  sort: SortMode;
  filters: ListFilters<S>;
  /** The id of the side panel or dialog the list has open, if any. */
  panel: string | null;
}

/** A screen's parameters: its filters' parsers, and the view it starts with when the address names none. */
export interface ListSpec<S extends FilterShape> {
  shape: S;
  defaults?: Partial<ListFilters<S>>;
  sort?: SortMode;
}

function defaultFilters<S extends FilterShape>(spec: ListSpec<S>): Record<string, unknown> {
  const parsed = Object.entries(spec.shape).map(([key, schema]) => [key, schema.parse(undefined)]);
  return { ...Object.fromEntries(parsed), ...spec.defaults };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The view an address asks for; whatever it holds, a valid one (wrong values fall back to the defaults). */
export function readListView<S extends FilterShape>(spec: ListSpec<S>, params: URLSearchParams): ListView<S> {
  const filters = defaultFilters(spec);
  for (const [key, schema] of Object.entries(spec.shape)) {
    const raw = params.get(key);
    if (raw !== null) filters[key] = schema.parse(raw);
  }
  return {
    page: commonListParams.page.parse(params.get('page') ?? undefined),
    pageSize: commonListParams.pageSize.parse(params.get('pageSize') ?? undefined),
    sort: sortParam(spec.sort ?? 'Desc').parse(params.get('sort') ?? undefined),
    panel: commonListParams.panel.parse(params.get('panel')),
    filters: filters as ListFilters<S>,
  };
}

/** The address's parameters for a view: only what differs from the defaults, so that addresses stay short. */
export function listViewParams<S extends FilterShape>(spec: ListSpec<S>, view: ListView<S>): URLSearchParams {
  const defaults = defaultFilters(spec);
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filters)) {
    const text = toParamText(value);
    if (text !== null && !same(value, defaults[key])) out.set(key, text);
  }
  if (view.page !== 1) out.set('page', String(view.page));
  if (view.pageSize !== PAGE_SIZES[0]) out.set('pageSize', String(view.pageSize));
  if (view.sort !== (spec.sort ?? 'Desc')) out.set('sort', view.sort);
  if (view.panel) out.set('panel', view.panel);
  return out;
}
