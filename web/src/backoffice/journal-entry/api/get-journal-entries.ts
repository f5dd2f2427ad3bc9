import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@core/api/journal-entries';
import { apiRequest } from '../../../api/client';

export type SortMode = 'Asc' | 'Desc';

export interface JournalSearchState {
  /** 0 none, 1 reference number, 2 mobile number, 3 amount. */
  searchBy: number;
  searchName: string;
}

export interface JournalListState extends JournalSearchState {
  page: number;
  pageSize: number;
  sortMode: SortMode;
}

/** The original sent '0' for an empty search. */
function searchQuery(search: JournalSearchState) {
  const text = search.searchName.trim();
  return text ? { searchBy: search.searchBy, searchName: text } : { searchBy: 0, searchName: '0' };
}

export function journalEntriesQueryOptions(state: JournalListState) {
  return queryOptions({
    queryKey: ['journal-entries', 'list', state],
    queryFn: () =>
      apiRequest<JournalEntry[]>('GET', '/api/JournalEntry', {
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

export function journalCountQueryOptions(search: JournalSearchState) {
  return queryOptions({
    queryKey: ['journal-entries', 'count', search],
    queryFn: () => apiRequest<number>('GET', '/api/JournalEntry/Count', { query: searchQuery(search) }),
    placeholderData: keepPreviousData,
  });
}

export function useJournalEntries(state: JournalListState) {
  return useQuery(journalEntriesQueryOptions(state));
}

export function useJournalCount(search: JournalSearchState) {
  return useQuery(journalCountQueryOptions(search));
}
