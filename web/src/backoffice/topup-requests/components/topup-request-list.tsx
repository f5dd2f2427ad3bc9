import { useState } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ListedTopup } from '@core/api/topups';
import { errorMessage } from '../../../api/api-error';
import { PagedTableFooter } from '../../../ui/paged-table-footer';
import { SuccessBanner, useSuccessBanner } from '../../../ui/success-banner';
import {
  topupRequestCountQueryOptions,
  useTopupRequestCount,
  useTopupRequests,
} from '../api/get-topup-requests';
import type { ReportKind } from '../api/get-topup-reports';
import { formatManilaDay } from '../format-date';
import { toFilter, type AppliedSearch, type ListState } from '../list-filter';
import { openReport } from '../open-report';
import { NoMatchesDialog } from './no-matches-dialog';
import { ReportButtons } from './report-buttons';
import { ReportRangeDialog } from './report-range-dialog';
import { TopupDetailsDrawer } from './topup-details-drawer';
import { TopupFilters } from './topup-filters';
import { TopupTable } from './topup-table';

interface PageCursor {
  number: number;
  afterId?: number;
  beforeId?: number;
}

const FIRST_PAGE: PageCursor = { number: 1 };

/** The Top-up Request List: filters, search, sortable paged table, details panel and reports. */
export function TopupRequestList({ initial }: { initial: ListState }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [list, setList] = useState<ListState>(initial);
  const [pageSize, setPageSize] = useState(10);
  const [sortMode, setSortMode] = useState<'Asc' | 'Desc'>('Desc');
  const [page, setPage] = useState<PageCursor>(FIRST_PAGE);
  const [selected, setSelected] = useState<ListedTopup | null>(null);
  const [noMatches, setNoMatches] = useState(false);
  const [searching, setSearching] = useState(false);
  const [rangeKind, setRangeKind] = useState<'detailed' | 'summary' | null>(null);
  const banner = useSuccessBanner();

  const filter = toFilter(list);
  const rows = useTopupRequests({
    filter,
    pageSize,
    sortMode,
    pageNumber: page.number,
    afterId: page.afterId,
    beforeId: page.beforeId,
  });
  const count = useTopupRequestCount(filter);
  const data = rows.data ?? [];

  const changeList = (next: ListState) => {
    setList(next);
    setPage(FIRST_PAGE);
  };

  const handleSearch = async (search: AppliedSearch) => {
    setSearching(true);
    try {
      const next = { ...list, search };
      const total = await queryClient.fetchQuery(topupRequestCountQueryOptions(toFilter(next)));
      if (total === 0) setNoMatches(true);
      else changeList(next);
    } catch {
      // The list shows the failure when it refetches; nothing else to say here.
    } finally {
      setSearching(false);
    }
  };

  const handleRefresh = () => {
    changeList({ ...list, search: null });
    void queryClient.invalidateQueries({ queryKey: ['topup-requests'] });
  };

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
        <ReportButtons
          exportFilter={filter}
          sortMode={sortMode}
          onDetailed={() => setRangeKind('detailed')}
          onSummary={() => setRangeKind('summary')}
          onAllTime={() => handleReport('all-time')}
        />
      </Group>
      {list.dateFrom && list.dateTo && (
        <Alert color="cyan" variant="light" title="Prefiltered from the dashboard">
          Requests created from {formatManilaDay(list.dateFrom)} to {formatManilaDay(list.dateTo)}.{' '}
          <Anchor component={Link} to="/BackOffice/Topup-Requests">
            Show all requests
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md">
        <TopupFilters
          statuses={list.statuses}
          methodCodes={list.methodCodes}
          onStatusesChange={(statuses) => changeList({ ...list, statuses })}
          onMethodCodesChange={(methodCodes) => changeList({ ...list, methodCodes })}
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
      <Paper withBorder>
        <TopupTable
          rows={data}
          loading={rows.isFetching}
          sortMode={sortMode}
          onToggleSort={() => {
            setSortMode(sortMode === 'Desc' ? 'Asc' : 'Desc');
            setPage(FIRST_PAGE);
          }}
          onViewDetails={setSelected}
        />
        <PagedTableFooter
          page={page.number}
          pageSize={pageSize}
          total={count.data ?? 0}
          disabled={rows.isFetching}
          onPrevious={() =>
            setPage(page.number <= 2 ? FIRST_PAGE : { number: page.number - 1, beforeId: data[0]?.id })
          }
          onNext={() => setPage({ number: page.number + 1, afterId: data.at(-1)?.id })}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(FIRST_PAGE);
          }}
        />
      </Paper>
      <TopupDetailsDrawer
        request={selected}
        onClose={() => setSelected(null)}
        onChanged={(changed, message) => {
          setSelected(changed);
          banner.show(message);
        }}
      />
      <NoMatchesDialog opened={noMatches} onClose={() => setNoMatches(false)} />
      <ReportRangeDialog
        kind={rangeKind}
        onClose={() => setRangeKind(null)}
        onGenerate={(range) => rangeKind && handleReport(rangeKind, range)}
      />
      <SuccessBanner banner={banner.banner} onClose={banner.close} />
    </Stack>
  );
}
