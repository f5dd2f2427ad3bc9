import { Stack, Text, Title } from '@mantine/core';
import type { ReconciliationReport } from '@core/api/reconciliation';
import { formatDay, formatManilaDateTime } from '@core/manila-date';
import { MESSAGES } from '@core/messages';
import { PrintableReport } from '../../../ui/printable-report';
import { ReportSections } from './report-sections';

/** The report as a sheet of paper: the same sections, its dates, and when it was printed. */
export function ReconciliationPrint({
  report,
  printedAt,
  onClose,
}: {
  report: ReconciliationReport;
  printedAt: Date;
  onClose: () => void;
}) {
  return (
    <PrintableReport
      documentTitle={`ReconciliationReport_Date_${report.dateFrom}_${report.dateTo}`}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Title order={1} size="h3" ta="center">
          Reconciliation Report
        </Title>
        <Text size="sm">
          Requests created from {formatDay(report.dateFrom)} to {formatDay(report.dateTo)} (Philippine time)
        </Text>
        <Text size="sm">Date/Time Printed: {formatManilaDateTime(printedAt)}</Text>
        <ReportSections report={report} onScreen={false} />
        <Text ta="center" fw={700}>
          {MESSAGES.nothingFollows}
        </Text>
      </Stack>
    </PrintableReport>
  );
}
