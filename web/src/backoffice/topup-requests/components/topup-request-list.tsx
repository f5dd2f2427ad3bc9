import { Suspense, useState } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SavedView } from '@core/api/saved-views';
import type { ListedTopup } from '@core/api/topups';
import { errorMessage } from '../../../api/api-error';
import { NoMatchesDialog } from '../../../ui/no-matches-dialog';
import { PagedTableFooter } from '../../../ui/paged-table-footer';
import { ReportRangeDialog } from '../../../ui/report-range-dialog';
import { useListState } from '../../../ui/list/use-list-state';
import { showSuccess } from '../../../ui/show-success';
import { reportRangeQuery } from '@core/api/backoffice-topups';
import {
  topupRequestCountQueryOptions,
  useTopupRequestCount,
  useTopupRequests,
} from '../api/get-topup-requests';
import type { ReportKind } from '../api/get-topup-reports';
import { formatManilaDay } from '../format-date';
import { toFilter, type AppliedSearch, type ListState } from '../list-filter';
import { listStateOf, searchParamsOf, shownColumns, TOPUP_LIST_PARAMS } from '../list-params';
import { useStatusTotals } from '../api/get-status-totals';
import { ColumnChooser } from './column-chooser';
import { SavedViewsMenu } from './saved-views-menu';
import { StatusTotalsBar, StatusTotalsPlaceholder } from './status-totals';
import { openReport } from '../open-report';
import { ReportButtons } from './report-buttons';
import { TopupDetailsDrawer } from './topup-details-drawer';
import { TopupFilters } from './topup-filters';
import { TopupTable } from './topup-table';
import { lazyChunk } from '../../../ui/lazy-chunk';
import { emptySelection, movesFrom, withRows, type BulkTarget } from '../bulk-selection';
import { BulkSelectionBar } from './bulk-selection-bar';

// Loaded when it opens: the list's first load stays within its JavaScript budget (decision 0038).
const BulkStatusDialog = lazyChunk('bulk-status', () => import('./bulk-status-dialog'));

/** The edge row of the page the user came from: lets the server seek instead of counting rows off. */
interface PageCursor {
  view: string;
  page: number;
  afterId?: number;
  beforeId?: number;
}

const REPORT_TITLES = { detailed: 'Generate Report', summary: 'Generate Summary Report' } as const;

/** The Top-up Request List: filters, search, sortable paged table, details panel and reports. */
export function TopupRequestList({ prefilter }: { prefilter: ListState | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useListState(TOPUP_LIST_PARAMS, {
    defaults: prefilter
      ? {
          status: prefilter.statuses,
          method: prefilter.methodCodes,
          from: prefilter.dateFrom ?? '',
          to: prefilter.dateTo ?? '',
        }
      : {},
  });
  const list = listStateOf(state.filters);
  const columns = shownColumns(state.filters);
  const { pageSize, sort: sortMode } = state;
  const view = JSON.stringify([list, pageSize, sortMode]);
  const [cursor, setCursor] = useState<PageCursor | null>(null);
  const seek = cursor && cursor.view === view && cursor.page === state.page ? cursor : null;
  // The details panel is the address's ?panel={Transaction No.}. The panel keeps the row it opened with
  // (or the server's answer to a change made in it): a refetched list must not swap the row under an open
  // dialog of the panel.
  const [shown, setShown] = useState<ListedTopup | null>(null);
  const [noMatches, setNoMatches] = useState(false);
  const [searching, setSearching] = useState(false);
  const [rangeKind, setRangeKind] = useState<'detailed' | 'summary' | null>(null);

  const filter = toFilter(list);
  const rows = useTopupRequests({
    filter,
    pageSize,
    sortMode,
    pageNumber: state.page,
    afterId: seek?.afterId,
    beforeId: seek?.beforeId,
  });
  const count = useTopupRequestCount(filter);
  const totals = useStatusTotals(filter);
  const data = rows.data ?? [];

  // Rows ticked for a change of many (issue 28): a selection belongs to the filter it was made under.
  const filterKey = JSON.stringify(filter);
  const [selectionState, setSelection] = useState(() => emptySelection(filterKey));
  const selection = selectionState.filterKey === filterKey ? selectionState : emptySelection(filterKey);
  const [bulkOpen, setBulkOpen] = useState(false);
  const selectedCount = selection.allMatching ? (count.data ?? 0) : selection.rows.size;
  const bulkTarget: BulkTarget = selection.allMatching
    ? { kind: 'filter', filter, count: selectedCount }
    : { kind: 'ids', ids: [...selection.rows.keys()], count: selectedCount };
  const bulkMoves = movesFrom(
    selection.allMatching ? list.statuses : [...selection.rows.values()].map((row) => row.status),
  );
  const pageFullyTicked = data.length > 0 && data.every((row) => selection.rows.has(row.id));
  const panel = state.panel;
  const pinned = shown?.referenceNumber === panel ? shown : null;
  const found = pinned ? null : data.find((row) => row.referenceNumber === panel);
  if (found) setShown(found);
  else if (!panel && shown) setShown(null);
  const selected = panel ? (pinned ?? found ?? null) : null;

  const handleSearch = async (search: AppliedSearch) => {
    setSearching(true);
    try {
      const next = { ...list, search };
      const total = await queryClient.fetchQuery(topupRequestCountQueryOptions(toFilter(next)));
      // The search is applied either way: with no matches the table is emptied under the search text that
      // found nothing (never the previous rows under new text), and the spec's dialog says so.
      state.setFilters(searchParamsOf(search));
      if (total === 0) setNoMatches(true);
    } catch {
      // The list shows the failure when it refetches; nothing else to say here.
    } finally {
      setSearching(false);
    }
  };

  const handleRefresh = () => {
    state.setFilters(searchParamsOf(null));
    void queryClient.invalidateQueries({ queryKey: ['topup-requests'] });
  };

  // A saved view is its address query and columns: opening it is a new history entry, so Back returns.
  const openView = (view: SavedView) => {
    const next = new URLSearchParams(view.query);
    next.delete('page');
    next.delete('panel');
    if (view.columns.length) next.set('cols', view.columns.join(','));
    else next.delete('cols');
    setParams(next);
  };
  const viewQuery = (() => {
    const query = new URLSearchParams(params);
    for (const key of ['page', 'panel', 'cols']) query.delete(key);
    return query.toString();
  })();

  const handleReport = (kind: ReportKind, range?: { dateFrom: string; dateTo: string }) => {
    setRangeKind(null);
    openReport(
      { kind, dateFrom: range?.dateFrom ?? '', dateTo: range?.dateTo ?? '', statuses: list.statuses },
      navigate,
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Top-up Requests
        </Title>
        <Group gap="xs" wrap="wrap">
          <SavedViewsMenu currentQuery={viewQuery} currentColumns={state.filters.cols} onOpen={openView} />
          <ColumnChooser shown={columns} onChange={(cols) => state.setFilters({ cols })} />
        </Group>
        <ReportButtons
          exportFilter={filter}
          sortMode={sortMode}
          onDetailed={() => setRangeKind('detailed')}
          onSummary={() => setRangeKind('summary')}
          onAllTime={() => handleReport('all-time')}
        />
      </Group>
      {prefilter && list.dateFrom && list.dateTo && (
        <Alert color="cyan" variant="light" title="Prefiltered from the dashboard">
          Requests created from {formatManilaDay(list.dateFrom)} to {formatManilaDay(list.dateTo)}.{' '}
          <Anchor component={Link} to="/BackOffice/Topup-Requests">
            Show all requests
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md">
        <TopupFilters
          key={JSON.stringify(list.search)}
          search={list.search}
          statuses={list.statuses}
          methodCodes={list.methodCodes}
          onStatusesChange={(statuses) => state.setFilters({ status: statuses })}
          onMethodCodesChange={(methodCodes) => state.setFilters({ method: methodCodes })}
          dateFrom={state.filters.from}
          dateTo={state.filters.to}
          onDatesChange={({ from, to }) => state.setFilters({ from, to })}
          onSearch={(search) => void handleSearch(search)}
          onRefresh={handleRefresh}
          busy={searching}
        />
      </Paper>
      {(rows.isError || count.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(rows.error ?? count.error)}
        </Alert>
      )}
      {/* While the totals load, their line is held open (issue 27: the table moved down when it arrived). */}
      {totals.data ? (
        <StatusTotalsBar
          rows={totals.data}
          activeStatuses={list.statuses}
          onPick={(statuses) => state.setFilters({ status: statuses })}
        />
      ) : (
        totals.isPending && <StatusTotalsPlaceholder />
      )}
      <Paper withBorder>
        <BulkSelectionBar
          selectedCount={selectedCount}
          allMatching={selection.allMatching}
          matchingCount={count.data}
          pageFullyTicked={pageFullyTicked}
          onSelectAllMatching={() => setSelection({ ...selection, allMatching: true })}
          onClear={() => setSelection(emptySelection(filterKey))}
          onChangeStatus={() => setBulkOpen(true)}
        />
        <TopupTable
          selection={{
            isTicked: (id) => selection.allMatching || selection.rows.has(id),
            onToggle: (row, ticked) => setSelection(withRows(selection, [row], ticked)),
            onTogglePage: (ticked) => setSelection(withRows(selection, data, ticked)),
          }}
          rows={data}
          columns={columns}
          loading={rows.isFetching}
          sortMode={sortMode}
          onToggleSort={state.toggleSort}
          onViewDetails={(row) => {
            setShown(row);
            state.setPanel(row.referenceNumber);
          }}
        />
        <PagedTableFooter
          page={state.page}
          pageSize={pageSize}
          total={count.data}
          disabled={rows.isFetching}
          onPageChange={(next, options) => {
            if (next === state.page + 1) setCursor({ view, page: next, afterId: data.at(-1)?.id });
            else if (next === state.page - 1 && next > 1)
              setCursor({ view, page: next, beforeId: data[0]?.id });
            state.setPage(next, options);
          }}
          onPageSizeChange={state.setPageSize}
        />
      </Paper>
      <TopupDetailsDrawer
        request={selected}
        onClose={() => {
          setShown(null);
          state.setPanel(null);
        }}
        onChanged={(changed, message) => {
          setShown(changed);
          showSuccess(message);
        }}
      />
      {bulkOpen && (
        <Suspense fallback={null}>
          <BulkStatusDialog
            target={bulkTarget}
            moves={bulkMoves}
            onClose={(changedAny) => {
              setBulkOpen(false);
              if (changedAny) setSelection(emptySelection(filterKey));
            }}
          />
        </Suspense>
      )}
      <NoMatchesDialog opened={noMatches} onClose={() => setNoMatches(false)} />
      <ReportRangeDialog
        opened={rangeKind !== null}
        title={rangeKind ? REPORT_TITLES[rangeKind] : ''}
        description="Requests created between these days (Philippine time), both included."
        schema={reportRangeQuery}
        onClose={() => setRangeKind(null)}
        onGenerate={(range) => rangeKind && handleReport(rangeKind, range)}
      />
    </Stack>
  );
}
