import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../ui/format-date';
import { usePrintWhenReady } from '../../../ui/print-when-ready';
import { ReportFrame } from '../../../ui/report-frame';
import { ReportPlaceholder } from '../../../ui/report-placeholder';
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

  if (!report.isSuccess) return <ReportPlaceholder query={report} />;
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
