import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePrintWhenReady } from '../../../ui/print-when-ready';
import { ReportFrame } from '../../../ui/report-frame';
import { ReportPlaceholder } from '../../../ui/report-placeholder';
import { useTopupReport, type ReportKind, type ReportRequest } from '../api/get-topup-reports';
import { formatManilaDay } from '../format-date';
import { DetailedReportTable } from './detailed-report-table';
import { SummaryReportTable } from './summary-report-table';
import { StatusTotalsTable } from '../components/status-totals';

const TITLES: Record<ReportKind, string> = {
  detailed: 'Top-up Requests Report',
  summary: 'Top-up Requests Summary Report',
  'all-time': 'Top-up Requests Report (All Time)',
};

function readRequest(params: URLSearchParams): ReportRequest {
  const kind = params.get('kind');
  return {
    kind: kind === 'summary' || kind === 'all-time' ? kind : 'detailed',
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
    statuses: params.getAll('statuses').map(Number),
  };
}

/** The printable report, opened in a 600x640 popup (or this tab); prints itself once its rows are painted. */
export default function TopupReportPage() {
  const [params] = useSearchParams();
  const request = readRequest(params);
  const report = useTopupReport(request);
  const printedAt = report.dataUpdatedAt ? new Date(report.dataUpdatedAt) : new Date();

  useEffect(() => {
    document.title =
      request.kind === 'all-time'
        ? 'TopupReport_AllTime'
        : `TopupReport_Date_${request.dateFrom}_${request.dateTo}`;
  }, [request.kind, request.dateFrom, request.dateTo]);

  // Prints once the report's rows have arrived and been painted.
  usePrintWhenReady(report.isSuccess);

  if (!report.isSuccess) return <ReportPlaceholder query={report} />;

  const subtitle =
    request.kind === 'all-time' ? (
      <Text size="sm">All requests</Text>
    ) : (
      <Text size="sm">
        Date: {formatManilaDay(request.dateFrom)} to {formatManilaDay(request.dateTo)}
      </Text>
    );
  return (
    <ReportFrame title={TITLES[request.kind]} subtitle={subtitle} printedAt={printedAt}>
      <Text size="sm" fw={700}>
        Totals by Status
      </Text>
      <StatusTotalsTable rows={report.data.totals} />
      {report.data.kind === 'summary' ? (
        <SummaryReportTable rows={report.data.rows} />
      ) : (
        <DetailedReportTable rows={report.data.rows} />
      )}
    </ReportFrame>
  );
}
