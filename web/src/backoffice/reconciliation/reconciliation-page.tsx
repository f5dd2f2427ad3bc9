import { useState } from 'react';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { reconciliationQuery, type ReconciliationQuery } from '@core/api/reconciliation';
import { formatDay, manilaDateText } from '@core/manila-date';
import { errorMessage } from '../../api/api-error';
import { useReconciliationReport } from './api/get-reconciliation-report';
import { RangeForm } from './components/range-form';
import { ReconciliationPrint } from './components/reconciliation-print';
import { ReportSections } from './components/report-sections';

/**
 * The range in the address (?dateFrom=&dateTo=), so that Back from a request returns to the same report and
 * a report can be shared; this month so far (Manila) when the address has none, or none the server takes.
 */
function rangeOf(params: URLSearchParams): ReconciliationQuery {
  const given = reconciliationQuery.safeParse({
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
  });
  if (given.success) return given.data;
  const today = manilaDateText(new Date());
  return { dateFrom: `${today.slice(0, 8)}01`, dateTo: today };
}

/**
 * Reconciliation (beyond the spec): for the requests created in a range of days, what the card provider
 * says was paid against what the ledger credited, and each card request where the two disagree, linked
 * to the request. This is where a shop finds money that went astray.
 */
export default function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const [printedAt, setPrintedAt] = useState<Date | null>(null);
  const report = useReconciliationReport(range);
  const data = report.data;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          Reconciliation
        </Title>
        {report.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Text size="sm" maw={720}>
        For the top-up requests created between these days (Philippine time), both included: what the card
        provider says was paid against what the ledger credited, and every card request where they differ.
      </Text>
      <Paper withBorder p="md">
        <RangeForm
          key={`${range.dateFrom}_${range.dateTo}`}
          initial={range}
          busy={report.isFetching}
          onShow={(shown) => {
            // The same dates again read the report afresh; new dates go into the address.
            if (shown.dateFrom === range.dateFrom && shown.dateTo === range.dateTo) void report.refetch();
            else setParams(shown);
          }}
          onPrint={data ? () => setPrintedAt(new Date()) : null}
        />
      </Paper>
      {report.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(report.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="md" aria-busy={report.isFetching} data-testid="reconciliation-report">
          <Text size="sm" fw={600}>
            Requests created from {formatDay(data.dateFrom)} to {formatDay(data.dateTo)}
          </Text>
          <ReportSections report={data} onScreen />
        </Stack>
      )}
      {data && printedAt && (
        <ReconciliationPrint report={data} printedAt={printedAt} onClose={() => setPrintedAt(null)} />
      )}
    </Stack>
  );
}
