import { Fragment, type ReactNode } from 'react';
import { Button, Checkbox, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';
import { formatPesos } from '@core/money';
import { formatManilaDateTime } from '../format-date';
import { longTextClass } from '../../../ui/long-text';
import { TOPUP_COLUMNS, type TopupColumn } from '../list-params';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface TopupTableProps {
  rows: ListedTopup[];
  /** The columns to show, from the view (?cols=); View Details always shows. */
  columns?: readonly TopupColumn[];
  sortMode: 'Asc' | 'Desc';
  onToggleSort: () => void;
  onViewDetails: (request: ListedTopup) => void;
  loading: boolean;
  /** Tick boxes for a change of many (issue 28); without it the table has none. */
  selection?: TableSelection;
}

export interface TableSelection {
  isTicked: (id: number) => boolean;
  onToggle: (row: ListedTopup, ticked: boolean) => void;
  onTogglePage: (ticked: boolean) => void;
}

export const TOPUP_COLUMN_LABELS: Record<TopupColumn, string> = {
  reference: 'Transaction No.',
  method: 'Payment Method',
  requestDate: 'Request Date',
  datePosted: 'Date Posted',
  amount: 'Load Amount',
  status: 'Status',
};

function cellOf(column: TopupColumn, row: ListedTopup): ReactNode {
  switch (column) {
    case 'reference':
      return <Table.Td ff="monospace">{row.referenceNumber}</Table.Td>;
    case 'method':
      return <Table.Td className={longTextClass}>{row.paymentMethod.name}</Table.Td>;
    case 'requestDate':
      return <Table.Td style={NO_WRAP}>{formatManilaDateTime(row.dateCreated)}</Table.Td>;
    case 'datePosted':
      return (
        <Table.Td style={NO_WRAP}>{row.datePosted ? formatManilaDateTime(row.datePosted) : '—'}</Table.Td>
      );
    case 'amount':
      return (
        <Table.Td ta="right" style={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
          {formatPesos(row.topupRequestAmount)}
        </Table.Td>
      );
    case 'status':
      return (
        <Table.Td style={NO_WRAP}>
          <TopupStatusBadge status={row.status} statusText={row.statusText} />
        </Table.Td>
      );
  }
}

/** Transaction No., Payment Method, Request Date (sortable), Date Posted, Load Amount, Status, View Details. */
export function TopupTable(props: TopupTableProps) {
  const { rows, sortMode, onToggleSort, onViewDetails, loading, selection } = props;
  const tickedOnPage = selection ? rows.filter((row) => selection.isTicked(row.id)).length : 0;
  const columns = props.columns ?? TOPUP_COLUMNS;
  const ariaSort = sortMode === 'Asc' ? 'ascending' : 'descending';
  const header = (column: TopupColumn) => {
    if (column === 'requestDate') {
      return (
        <Table.Th key={column} aria-sort={ariaSort}>
          <UnstyledButton onClick={onToggleSort} fw={700} fz="sm">
            Request Date {sortMode === 'Asc' ? '▲' : '▼'}
            <VisuallyHidden>
              {` (sorted ${ariaSort}; activate to sort ${sortMode === 'Asc' ? 'descending' : 'ascending'})`}
            </VisuallyHidden>
          </UnstyledButton>
        </Table.Th>
      );
    }
    return (
      <Table.Th
        key={column}
        ta={column === 'amount' ? 'right' : undefined}
        style={column === 'status' ? { minWidth: 130 } : undefined}
      >
        {TOPUP_COLUMN_LABELS[column]}
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={columns.length >= 5 ? 900 : 500}>
      <Table striped highlightOnHover aria-busy={loading} data-testid="topup-table">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every request on this page"
                  checked={rows.length > 0 && tickedOnPage === rows.length}
                  indeterminate={tickedOnPage > 0 && tickedOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={(event) => selection.onTogglePage(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map(header)}
            <Table.Th>View Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.referenceNumber}`}
                    checked={selection.isTicked(row.id)}
                    onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Fragment key={column}>{cellOf(column, row)}</Fragment>
              ))}
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
              <Table.Td colSpan={columns.length + (selection ? 2 : 1)}>
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
