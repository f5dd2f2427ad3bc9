import { useId } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReconciliationReport } from '@core/api/reconciliation';
import { formatPesos } from '@core/money';
import { DifferencesTable } from './differences-table';
import { MethodTable } from './method-table';

export const NO_DIFFERENCES = 'No differences: every card payment the provider reports is credited';

/** Card requests the provider has not answered for yet: what the report cannot check. */
function NotReadNote({ report }: { report: ReconciliationReport }) {
  const { requests, amountRequested, ledgerCredited } = report.cardNotRead;
  if (requests === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title="Not checked with the provider yet"
      data-testid="not-read"
      styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {requests === 1 ? '1 card request' : `${requests} card requests`} ({formatPesos(amountRequested)}{' '}
      requested, {formatPesos(ledgerCredited)} credited) {requests === 1 ? 'has' : 'have'} no answer from the
      provider on record. The report cannot check {requests === 1 ? 'it' : 'them'} until the provider is read:
      their credits count in the card line&apos;s Ledger Credited, not in its Difference.
    </Alert>
  );
}

/**
 * The by-method figures, what the report cannot see, and the differences (or that there are none); the
 * screen and the printed sheet show the same. `onScreen`: wide tables scroll sideways; on paper they are
 * set small enough to fit the page.
 */
export function ReportSections({ report, onScreen }: { report: ReconciliationReport; onScreen: boolean }) {
  const listed = report.differences.length;
  // The printed sheet opens over the screen: each copy names its own headings.
  const id = useId();
  return (
    <Stack gap="md">
      <section aria-labelledby={`${id}-by-method`}>
        <Title order={2} size="h4" id={`${id}-by-method`} mb="xs">
          By Payment Method
        </Title>
        <MethodTable report={report} onScreen={onScreen} />
      </section>
      <NotReadNote report={report} />
      <section aria-labelledby={`${id}-differences`}>
        <Title order={2} size="h4" id={`${id}-differences`}>
          Differences ({report.differenceCount})
        </Title>
        <Text size="sm" mb="xs">
          Card payments only: the other methods have no provider to compare with.
        </Text>
        {report.differenceCount === 0 ? (
          <Alert
            color="green"
            variant="light"
            data-testid="no-differences"
            styles={{ message: { color: 'var(--mantine-color-dark-7)', fontWeight: 600 } }}
          >
            {NO_DIFFERENCES}
          </Alert>
        ) : (
          <Stack gap="xs">
            {listed < report.differenceCount && (
              <Text size="sm" data-testid="differences-capped">
                Showing the oldest {listed} of {report.differenceCount}: choose a shorter date range to see
                the rest.
              </Text>
            )}
            <DifferencesTable rows={report.differences} onScreen={onScreen} />
          </Stack>
        )}
      </section>
    </Stack>
  );
}
