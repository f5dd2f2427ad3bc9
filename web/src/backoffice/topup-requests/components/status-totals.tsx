import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TotalsByStatusRow } from '@core/api/backoffice-topups';
import { formatPeso } from '@core/money';
import { reportNumberClass, reportTableClass } from '../../../ui/report-frame';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';

/**
 * The list's totals, one per status (issue 19: never one sum of Done and Cancelled money): a line of
 * "Pending 3 · ₱1,500.00" chips under the filters. With onPick each chip is a filter (issue 28: they looked
 * like one and were not): a chip shows only its status, and pressed again shows every status. The report
 * has its own table (StatusTotalsTable).
 */
export function StatusTotalsBar({
  rows,
  activeStatuses = [],
  onPick,
}: {
  rows: TotalsByStatusRow[];
  /** The list's status filter: a chip is pressed when its status is the only one shown. */
  activeStatuses?: readonly number[];
  onPick?: (statuses: number[]) => void;
}) {
  if (rows.length === 0) return null;
  const only = activeStatuses.length === 1 ? activeStatuses[0] : undefined;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      align="flex-start"
      mih={RESERVED_HEIGHT}
      style={{ alignContent: 'flex-start' }}
      aria-label="Totals by status"
      role="group"
      data-testid="status-totals"
    >
      {rows.map((row) => {
        const pressed = only === row.status;
        const chip = (
          <Group gap={6} wrap="nowrap">
            <TopupStatusBadge status={row.status} statusText={row.statusText} />
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {row.transactionCount} · {formatPeso(row.totalCentavos)}
            </Text>
          </Group>
        );
        if (!onPick) {
          return (
            <Paper key={row.status} withBorder px="xs" py={4} radius="sm">
              {chip}
            </Paper>
          );
        }
        return (
          <Paper
            key={row.status}
            component="button"
            type="button"
            withBorder
            px="xs"
            py={4}
            radius="sm"
            aria-pressed={pressed}
            title={pressed ? 'Show every status' : `Show only ${row.statusText}`}
            onClick={() => onPick(pressed ? [] : [row.status])}
            bg={pressed ? 'blue.0' : undefined}
            style={{
              cursor: 'pointer',
              font: 'inherit',
              borderColor: pressed ? 'var(--mantine-color-blue-7)' : undefined,
              borderWidth: pressed ? 2 : undefined,
              padding: pressed ? '3px 9px' : undefined,
            }}
          >
            {chip}
          </Paper>
        );
      })}
    </Group>
  );
}

/** A chip's height (a badge and a line of small text in a bordered Paper with 4 px above and below). */
const CHIP_HEIGHT = 31;
/**
 * The line's room: two rows of chips (the statuses of a busy month fill two at a desktop's width). The
 * totals arrive after the table's rows; with their room held from the start, the table never moves down
 * when they come (issue 27), nor up when a filter leaves fewer statuses.
 */
const RESERVED_HEIGHT = 2 * CHIP_HEIGHT + 10;

/** The totals line's room while the totals load. */
export function StatusTotalsPlaceholder() {
  return (
    <Stack gap={10} h={RESERVED_HEIGHT} aria-hidden="true">
      <Skeleton height={CHIP_HEIGHT} width={560} radius="sm" />
      <Skeleton height={CHIP_HEIGHT} width={380} radius="sm" />
    </Stack>
  );
}

/** The report's totals by status: one row per status with its count and amount. */
export function StatusTotalsTable({ rows }: { rows: TotalsByStatusRow[] }) {
  return (
    <table className={reportTableClass} data-testid="status-totals-table" aria-label="Totals by status">
      <thead>
        <tr>
          <th>Status</th>
          <th className={reportNumberClass}>Transaction Count</th>
          <th className={reportNumberClass}>Total Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.status}>
            <td>{row.statusText}</td>
            <td className={reportNumberClass}>{row.transactionCount}</td>
            <td className={reportNumberClass}>{formatPeso(row.totalCentavos)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
