import { useEffect } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../../api/api-error';
import { formatDate } from '../../../ui/format-date';
import { usePrintWhenReady } from '../../../ui/print-when-ready';
import { ReportFrame } from '../../../ui/report-frame';
import { useJournalReport } from '../api/get-journal-report';
import { JournalReportTable } from './journal-report-table';

/** The printable journal report, opened in a 600x640 popup (or this tab); prints itself once its rows are painted. */
export default function JournalReportPage() {
  const [params] = useSearchParams();
  const range = { dateFrom: params.get('dateFrom') ?? '', dateTo: params.get('dateTo') ?? '' };
  const report = useJournalReport(range);
  const printedAt = report.dataUpdatedAt ? new Date(report.dataUpdatedAt) : new Date();

  useEffect(() => {
    document.title = `JournalEntryReport_Date_${range.dateFrom}_${range.dateTo}`;
  }, [range.dateFrom, range.dateTo]);

  // Prints once the report's rows have arrived and been painted.
  usePrintWhenReady(report.isSuccess);

  if (report.isPending)
    return (
      <Center mih="60dvh" aria-busy="true">
        <Loader aria-label={MESSAGES.generatingReport} />
        <Text ml="sm">{MESSAGES.generatingReport}</Text>
      </Center>
    );
  if (report.isError)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(report.error)}
      </Alert>
    );
  return (
    <ReportFrame
      title="Journal Entry Report"
      subtitle={
        <Text size="sm">
          Date: {formatDate(range.dateFrom)} to {formatDate(range.dateTo)}
        </Text>
      }
      printedAt={printedAt}
    >
      <JournalReportTable entries={report.data} />
    </ReportFrame>
  );
}
