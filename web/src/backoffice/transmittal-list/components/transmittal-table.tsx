import { Button, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDay } from '@core/manila-date';
import { TRANSMITTAL_STATUS, type TransmittalHeader, type TransmittalStatus } from '@core/api/transmittals';
import { DateTimeCell } from '../../../ui/date-time-cell';
import { formatPesos } from '@core/money';
import { TransmittalStatusBadge } from './transmittal-status-badge';
import { TABLE_FITS_BESIDE_MENU } from '../../../ui/table-width';
import { longTextClass } from '../../../ui/long-text';

interface TransmittalTableProps {
  status: TransmittalStatus;
  transmittals: TransmittalHeader[];
  isLoading: boolean;
  selected: ReadonlySet<number>;
  canSelect: boolean;
  onToggle: (id: number, checked: boolean) => void;
  /** The header checkbox: every row of this page, or none. */
  onToggleAll: (checked: boolean) => void;
  onView: (header: TransmittalHeader) => void;
  onReport: (header: TransmittalHeader) => void;
}

/** The column that depends on the status shown: none for Pending. */
function decisionColumn(status: TransmittalStatus) {
  if (status === TRANSMITTAL_STATUS.approved)
    return { label: 'Date Approved', value: (header: TransmittalHeader) => header.approvedDate };
  if (status === TRANSMITTAL_STATUS.rejected)
    return { label: 'Rejected Date', value: (header: TransmittalHeader) => header.rejectedDate };
  return null;
}

/**
 * A row's button whose words may go on two lines: with Rejected's date and reason the table has 13
 * columns, and it has to fit beside the menu at 1280 px (issue 28: Generate Report was cut off).
 */
const CELL_BUTTON = {
  size: 'compact-xs',
  variant: 'light',
  h: 'auto',
  py: 2,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

export function TransmittalTable(props: TransmittalTableProps) {
  const { status, transmittals, isLoading, selected, canSelect, onToggle, onToggleAll, onView, onReport } =
    props;
  const decision = decisionColumn(status);
  const showsReason = status === TRANSMITTAL_STATUS.rejected;
  const columns = 11 + (decision ? 1 : 0) + (showsReason ? 1 : 0);
  const chosenHere = transmittals.filter((header) => selected.has(header.id)).length;
  const allChosen = transmittals.length > 0 && chosenHere === transmittals.length;
  return (
    <Table.ScrollContainer minWidth={TABLE_FITS_BESIDE_MENU}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" horizontalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {/* Only encoders tick rows (spec): the others keep the plain heading. */}
              {canSelect && transmittals.length > 0 ? (
                <Checkbox
                  aria-label="Select all transmittals on this page"
                  checked={allChosen}
                  indeterminate={chosenHere > 0 && !allChosen}
                  onChange={() => onToggleAll(!allChosen)}
                />
              ) : (
                // The column's name for a screen reader; on screen its width stays a checkbox's.
                <VisuallyHidden>Selected</VisuallyHidden>
              )}
            </Table.Th>
            <Table.Th>Date Created</Table.Th>
            {decision && <Table.Th>{decision.label}</Table.Th>}
            <Table.Th>Department</Table.Th>
            <Table.Th>Initiated By</Table.Th>
            <Table.Th>Status</Table.Th>
            {showsReason && <Table.Th>Reason</Table.Th>}
            <Table.Th>Transmittal Date</Table.Th>
            <Table.Th>Remarks</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>View Details</Table.Th>
            <Table.Th>Generate Report</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transmittals.map((header) => {
            const decidedAt = decision?.value(header);
            return (
              <Table.Tr
                key={header.id}
                bg={selected.has(header.id) ? 'var(--mantine-color-cyan-0)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select the transmittal of ${header.departmentName} dated ${formatDay(header.transmittalDate)}`}
                    checked={selected.has(header.id)}
                    disabled={!canSelect}
                    onChange={(event) => onToggle(header.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <DateTimeCell iso={header.dateCreated} />
                </Table.Td>
                {decision && (
                  <Table.Td>
                    <DateTimeCell iso={decidedAt ?? null} />
                  </Table.Td>
                )}
                <Table.Td className={longTextClass}>{header.departmentName}</Table.Td>
                <Table.Td className={longTextClass}>{header.initiatedByName}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <TransmittalStatusBadge status={status} />
                </Table.Td>
                {showsReason && (
                  <Table.Td className={longTextClass}>{header.rejectionReason ?? '-'}</Table.Td>
                )}
                <Table.Td>{formatDay(header.transmittalDate)}</Table.Td>
                <Table.Td maw={150} className={longTextClass}>
                  {header.remarks}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPesos(header.total)}
                </Table.Td>
                <Table.Td>
                  <Button {...CELL_BUTTON} onClick={() => onView(header)}>
                    View Details
                  </Button>
                </Table.Td>
                <Table.Td>
                  <Button {...CELL_BUTTON} onClick={() => onReport(header)}>
                    Generate Report
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {!isLoading && transmittals.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed" size="sm">
                  No transmittals
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
