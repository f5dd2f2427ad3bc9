import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  JOURNAL_APPROVAL_MESSAGES,
  JOURNAL_STATUS,
  journalReportQuery,
  type JournalEntry,
} from '@core/api/journal-entries';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../api/api-error';
import { listParam } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/use-list-state';
import { NoMatchesDialog } from '../../ui/no-matches-dialog';
import { ListPaging } from '../../ui/paged-table-footer';
import { ReportRangeDialog } from '../../ui/report-range-dialog';
import { showSuccess } from '../../ui/show-success';
import {
  journalCountQueryOptions,
  useAwaitingApprovalCount,
  useJournalCount,
  useJournalEntries,
  type JournalListState,
  type JournalSearchState,
} from './api/get-journal-entries';
import { openJournalReport } from './api/get-journal-report';
import { CreateEntryModal } from './components/create-entry-modal';
import { InvoiceDrawer } from './components/invoice-drawer';
import { JournalSearch } from './components/journal-search';
import { JournalTable } from './components/journal-table';

/** The list's view and search in the address: ?view=awaiting&searchBy=2&search=0917... */
const JOURNAL_LIST_PARAMS = {
  view: listParam.oneOf(['all', 'awaiting'], 'all'),
  searchBy: listParam.code([0, 1, 2, 3], 0),
  search: listParam.text(),
};

const NEW_ENTRY_PANEL = 'new';

export default function JournalEntryPage() {
  const list = useListState(JOURNAL_LIST_PARAMS);
  const { view, searchBy, search } = list.filters;
  const state: JournalListState = {
    page: list.page,
    pageSize: list.pageSize,
    sortMode: list.sort,
    view,
    searchBy: search ? searchBy : 0,
    searchName: search,
  };
  const entries = useJournalEntries(state);
  const count = useJournalCount(state);
  const awaiting = useAwaitingApprovalCount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Create New Entry is the address's ?panel=new: after a session ends mid-entry, signing in reopens it,
  // with what was typed (create-entry-modal.tsx keeps a draft).
  const creating = list.panel === NEW_ENTRY_PANEL;
  const setCreating = (open: boolean) => list.setPanel(open ? NEW_ENTRY_PANEL : null);
  const [reporting, setReporting] = useState(false);
  const [noMatches, setNoMatches] = useState(false);
  // The open entry's panel is the address's ?panel={Reference No.}, so that a reload or a shared address
  // opens it again. The panel keeps the entry it opened with (or the server's answer to a decision made in
  // it), which may not be on this page; otherwise the page's row of that reference.
  const [pinned, setPinned] = useState<JournalEntry | null>(null);
  const opened = list.panel
    ? pinned?.referenceNumber === list.panel
      ? pinned
      : (entries.data?.find((entry) => entry.referenceNumber === list.panel) ?? null)
    : null;
  const setOpened = (entry: JournalEntry | null) => {
    setPinned(entry);
    list.setPanel(entry?.referenceNumber ?? null);
  };
  // The drawer calls this once its closing animation is over; a stable callback, so that the page's own
  // renders during the animation do not restart it.
  const closePanel = useRef<() => void>(() => undefined);
  useEffect(() => {
    closePanel.current = () => setOpened(null);
  });
  const handlePanelClosed = useCallback(() => closePanel.current(), []);

  const handleSearch = async (next: JournalSearchState) => {
    const text = next.searchName.trim();
    list.setFilters({ searchBy: text ? JOURNAL_LIST_PARAMS.searchBy.parse(next.searchBy) : 0, search: text });
    if (!text) return;
    const total = await queryClient.fetchQuery(journalCountQueryOptions({ ...next, view })).catch(() => null);
    if (total === 0) setNoMatches(true);
  };

  const handleRefresh = () => {
    list.setFilters({ searchBy: 0, search: '' });
    void queryClient.invalidateQueries({ queryKey: ['journal-entries'] });
  };

  const handleCreated = (entry: JournalEntry) => {
    setCreating(false);
    // Above the approval threshold the entry waits for a second top-up admin (decision 0013).
    showSuccess(
      entry.status === JOURNAL_STATUS.awaitingApproval
        ? JOURNAL_APPROVAL_MESSAGES.savedForApproval
        : MESSAGES.journalEntryCreated,
    );
    setOpened(entry);
  };

  const handleDecided = (entry: JournalEntry, message: string) => {
    showSuccess(message);
    setOpened(entry);
  };

  const awaitingCount = awaiting.data ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            Journal Entry Loading
          </Title>
          {(entries.isFetching || count.isFetching) && <Loader size="sm" aria-label="Loading" />}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setReporting(true)}>
            Generate Report
          </Button>
          <Button onClick={() => setCreating(true)}>Create New Entry</Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap" align="center">
        <SegmentedControl
          aria-label="Show"
          value={view}
          onChange={(value) => list.setFilters({ view: value === 'awaiting' ? 'awaiting' : 'all' })}
          data={[
            { value: 'all', label: 'All entries' },
            { value: 'awaiting', label: `Awaiting approval (${awaitingCount})` },
          ]}
        />
        {view === 'awaiting' && (
          <Text size="sm" c="dimmed">
            Entries above the approval limit, waiting for a second top-up admin.
          </Text>
        )}
      </Group>
      <JournalSearch
        key={`${state.searchBy}-${search}`}
        initial={{ searchBy: state.searchBy, searchName: search }}
        onSearch={(search) => void handleSearch(search)}
        onRefresh={handleRefresh}
      />
      {(entries.isError || count.isError) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(entries.error ?? count.error)}
        </Alert>
      )}
      {entries.data && (
        <JournalTable
          entries={entries.data}
          sortMode={state.sortMode}
          onToggleSort={list.toggleSort}
          onOpen={setOpened}
        />
      )}
      <ListPaging list={list} total={count.data} disabled={entries.isFetching} />
      {creating && <CreateEntryModal onClose={() => setCreating(false)} onCreated={handleCreated} />}
      {reporting && (
        <ReportRangeDialog
          opened
          title="Generate Report"
          description="Posted journal entries created between these days (Philippine time), both included. Entries awaiting approval, rejected or withdrawn credited nothing and are left out."
          schema={journalReportQuery}
          onClose={() => setReporting(false)}
          onGenerate={(range) => {
            setReporting(false);
            openJournalReport(range, navigate);
          }}
        />
      )}
      <NoMatchesDialog opened={noMatches} onClose={() => setNoMatches(false)} />
      <InvoiceDrawer entry={opened} onClosed={handlePanelClosed} onDecided={handleDecided} />
    </Stack>
  );
}
