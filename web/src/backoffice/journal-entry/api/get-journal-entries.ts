import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_STATUS, journalEntryEndpoints } from '@core/api/journal-entries';
import { callEndpoint } from '../../../api/client';

export type SortMode = 'Asc' | 'Desc';

export interface JournalSearchState {
  /** 0 none, 1 reference number, 2 mobile number, 3 amount. */
  searchBy: number;
  searchName: string;
}

/** Which entries the list shows: all of them, or only those awaiting a second top-up admin's approval. */
export type JournalView = 'all' | 'awaiting';

export interface JournalFilterState extends JournalSearchState {
  view: JournalView;
}

export interface JournalListState extends JournalFilterState {
  page: number;
  pageSize: number;
  sortMode: SortMode;
}

/** The original sent '0' for an empty search; the status filter is ours (decision 0013). */
function searchQuery(search: JournalFilterState) {
  const text = search.searchName.trim();
  const status = search.view === 'awaiting' ? JOURNAL_STATUS.awaitingApproval : 'all';
  return text
    ? { searchBy: search.searchBy, searchName: text, status }
    : { searchBy: 0, searchName: '0', status };
}

export function journalEntriesQueryOptions(state: JournalListState) {
  return queryOptions({
    queryKey: ['journal-entries', 'list', state],
    queryFn: () =>
      callEndpoint(journalEntryEndpoints.list, {
        query: {
          pageSize: state.pageSize,
          page: state.page,
          ...searchQuery(state),
          sortBy: 'DateCreated',
          sortMode: state.sortMode,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function journalCountQueryOptions(search: JournalFilterState) {
  return queryOptions({
    queryKey: ['journal-entries', 'count', search],
    queryFn: () => callEndpoint(journalEntryEndpoints.count, { query: searchQuery(search) }),
    placeholderData: keepPreviousData,
  });
}

export function useJournalEntries(state: JournalListState) {
  return useQuery(journalEntriesQueryOptions(state));
}

export function useJournalCount(search: JournalFilterState) {
  return useQuery(journalCountQueryOptions(search));
}

/** How many entries await approval, whatever the list shows: the "Awaiting approval" choice counts them. */
export function useAwaitingApprovalCount() {
  return useQuery(journalCountQueryOptions({ view: 'awaiting', searchBy: 0, searchName: '' }));
}
