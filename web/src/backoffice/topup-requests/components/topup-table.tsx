import { Button, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';
import { formatPesos } from '@core/money';
import { formatManilaDateTime } from '../format-date';
import { longTextClass } from '../../../ui/long-text';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface TopupTableProps {
  rows: ListedTopup[];
  sortMode: 'Asc' | 'Desc';
  onToggleSort: () => void;
  onViewDetails: (request: ListedTopup) => void;
  loading: boolean;
}

/** Transaction No., Payment Method, Request Date (sortable), Date Posted, Load Amount, Status, View Details. */
export function TopupTable({ rows, sortMode, onToggleSort, onViewDetails, loading }: TopupTableProps) {
  const ariaSort = sortMode === 'Asc' ? 'ascending' : 'descending';
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-busy={loading} data-testid="topup-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction No.</Table.Th>
            <Table.Th>Payment Method</Table.Th>
            <Table.Th aria-sort={ariaSort}>
              <UnstyledButton onClick={onToggleSort} fw={700} fz="sm">
                Request Date {sortMode === 'Asc' ? '▲' : '▼'}
                <VisuallyHidden>
                  {` (sorted ${ariaSort}; activate to sort ${sortMode === 'Asc' ? 'descending' : 'ascending'})`}
                </VisuallyHidden>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Date Posted</Table.Th>
            <Table.Th ta="right">Load Amount</Table.Th>
            <Table.Th style={{ minWidth: 130 }}>Status</Table.Th>
            <Table.Th>View Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td ff="monospace">{row.referenceNumber}</Table.Td>
              <Table.Td className={longTextClass}>{row.paymentMethod.name}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatManilaDateTime(row.dateCreated)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {row.datePosted ? formatManilaDateTime(row.datePosted) : '—'}
              </Table.Td>
              <Table.Td ta="right" style={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
                {formatPesos(row.topupRequestAmount)}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <TopupStatusBadge status={row.status} statusText={row.statusText} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onViewDetails(row)}
                  aria-label={`View Details of ${row.referenceNumber}`}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && !loading && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="md">
                  No top-up requests
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
