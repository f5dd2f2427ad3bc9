import { Button, Group } from '@mantine/core';
import type { TopupListFilter } from '../api/get-topup-requests';
import { exportCsvHref } from '../export-link';

interface ReportButtonsProps {
  exportFilter: TopupListFilter;
  sortMode: 'Asc' | 'Desc';
  onDetailed: () => void;
  onSummary: () => void;
  onAllTime: () => void;
}

export function ReportButtons({
  exportFilter,
  sortMode,
  onDetailed,
  onSummary,
  onAllTime,
}: ReportButtonsProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button onClick={onDetailed}>Generate Report</Button>
      <Button onClick={onSummary} variant="light">
        Generate Summary Report
      </Button>
      <Button onClick={onAllTime} variant="default">
        All-time Report
      </Button>
      <Button component="a" href={exportCsvHref(exportFilter, sortMode)} download variant="default">
        Download CSV
      </Button>
    </Group>
  );
}
