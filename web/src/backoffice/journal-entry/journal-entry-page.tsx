import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { JOURNAL_APPROVAL_MESSAGES, JOURNAL_STATUS, type JournalEntry } from '@core/api/journal-entries';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../api/api-error';
import { PagedTableFooter } from '../../ui/paged-table-footer';
import { SuccessBanner, useSuccessBanner } from '../../ui/success-banner';
import {
  journalCountQueryOptions,
  useAwaitingApprovalCount,
  useJournalCount,
  useJournalEntries,
  type JournalListState,
  type JournalSearchState,
  type JournalView,
} from './api/get-journal-entries';
import { openJournalReport } from './api/get-journal-report';
import { CreateEntryModal } from './components/create-entry-modal';
import { InvoiceDrawer } from './components/invoice-drawer';
import { JournalSearch } from './components/journal-search';
import { JournalTable } from './components/journal-table';
import { NoMatchesDialog } from './components/no-matches-dialog';
import { ReportRangeDialog } from './components/report-range-dialog';

const FIRST_PAGE: JournalListState = {
  page: 1,
  pageSize: 10,
  sortMode: 'Desc',
  searchBy: 0,
  searchName: '',
  view: 'all',
};

export default function JournalEntryPage() {
  const [state, setState] = useState<JournalListState>(FIRST_PAGE);
  const entries = useJournalEntries(state);
  const count = useJournalCount(state);
  const awaiting = useAwaitingApprovalCount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const banner = useSuccessBanner();
  const [creating, setCreating] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [noMatches, setNoMatches] = useState(false);
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  const handlePanelClosed = useCallback(() => setOpened(null), []);

  const handleSearch = async (search: JournalSearchState) => {
    setState({ ...state, ...search, page: 1 });
    if (!search.searchName.trim()) return;
    const total = await queryClient
      .fetchQuery(journalCountQueryOptions({ ...search, view: state.view }))
      .catch(() => null);
    if (total === 0) setNoMatches(true);
  };

  const handleRefresh = () => {
    setState({ ...FIRST_PAGE, pageSize: state.pageSize, sortMode: state.sortMode, view: state.view });
    void queryClient.invalidateQueries({ queryKey: ['journal-entries'] });
  };

  const handleCreated = (entry: JournalEntry) => {
    setCreating(false);
    // Above the approval threshold the entry waits for a second top-up admin (decision 0013).
    banner.show(
      entry.status === JOURNAL_STATUS.awaitingApproval
        ? JOURNAL_APPROVAL_MESSAGES.savedForApproval
        : MESSAGES.journalEntryCreated,
    );
    setOpened(entry);
  };

  const handleDecided = (entry: JournalEntry, message: string) => {
    banner.show(message);
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
          value={state.view}
          onChange={(view) => setState({ ...state, view: view as JournalView, page: 1 })}
          data={[
            { value: 'all', label: 'All entries' },
            { value: 'awaiting', label: `Awaiting approval (${awaitingCount})` },
          ]}
        />
        {state.view === 'awaiting' && (
          <Text size="sm" c="dimmed">
            Entries above the approval limit, waiting for a second top-up admin.
          </Text>
        )}
      </Group>
      <JournalSearch onSearch={(search) => void handleSearch(search)} onRefresh={handleRefresh} />
      {(entries.isError || count.isError) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(entries.error ?? count.error)}
        </Alert>
      )}
      {entries.data && (
        <JournalTable
          entries={entries.data}
          sortMode={state.sortMode}
          onToggleSort={() =>
            setState({ ...state, page: 1, sortMode: state.sortMode === 'Desc' ? 'Asc' : 'Desc' })
          }
          onOpen={setOpened}
        />
      )}
      <PagedTableFooter
        page={state.page}
        pageSize={state.pageSize}
        total={count.data ?? 0}
        disabled={entries.isFetching}
        onPrevious={() => setState({ ...state, page: state.page - 1 })}
        onNext={() => setState({ ...state, page: state.page + 1 })}
        onPageSizeChange={(pageSize) => setState({ ...state, page: 1, pageSize })}
      />
      {creating && <CreateEntryModal onClose={() => setCreating(false)} onCreated={handleCreated} />}
      {reporting && (
        <ReportRangeDialog
          onClose={() => setReporting(false)}
          onGenerate={(range) => {
            setReporting(false);
            openJournalReport(range, navigate);
          }}
        />
      )}
      <NoMatchesDialog opened={noMatches} onClose={() => setNoMatches(false)} />
      <InvoiceDrawer entry={opened} onClosed={handlePanelClosed} onDecided={handleDecided} />
      <SuccessBanner banner={banner.banner} onClose={banner.close} />
    </Stack>
  );
}
