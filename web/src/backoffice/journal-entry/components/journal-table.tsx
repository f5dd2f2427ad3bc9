import { Anchor, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { JournalEntry } from '@core/api/journal-entries';
import { DateTimeCell } from '../../../ui/date-time-cell';
import { formatPesos } from '@core/money';
import type { SortMode } from '../api/get-journal-entries';
import { JournalStatusBadge } from './journal-status-badge';
import { longTextClass } from '../../../ui/long-text';

interface JournalTableProps {
  entries: JournalEntry[];
  sortMode: SortMode;
  onToggleSort: () => void;
  onOpen: (entry: JournalEntry) => void;
}

/**
 * The spec's columns and each entry's status (decision 0013); the date header toggles the sort, a reference
 * opens the side panel. An entry not posted has no Date Posted.
 */
export function JournalTable({ entries, sortMode, onToggleSort, onOpen }: JournalTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={8} aria-label="Journal entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference No.</Table.Th>
            <Table.Th>Mobile No.</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th aria-sort={sortMode === 'Asc' ? 'ascending' : 'descending'}>
              <UnstyledButton
                onClick={onToggleSort}
                fw={700}
                fz="sm"
                aria-label={`Date Created, sorted ${sortMode === 'Asc' ? 'oldest' : 'newest'} first`}
              >
                Date Created {sortMode === 'Asc' ? '▲' : '▼'}
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Date Posted</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Purpose</Table.Th>
            <Table.Th>Initiated By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" ta="center" py="md">
                  No journal entries
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  ff="monospace"
                  fw={600}
                  fz="sm"
                  onClick={() => onOpen(entry)}
                >
                  {entry.referenceNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{entry.contactNumber}</Table.Td>
              <Table.Td className={longTextClass}>{entry.ewalletAccountName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(entry.topupRequestAmount)}
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={entry.dateCreated} />
              </Table.Td>
              <Table.Td>
                {entry.datePosted ? (
                  <DateTimeCell iso={entry.datePosted} />
                ) : (
                  <Text size="sm" c="dimmed" component="span">
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>Not posted</VisuallyHidden>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <JournalStatusBadge status={entry.status} />
              </Table.Td>
              <Table.Td maw={180}>
                <Text size="sm" lineClamp={2} title={entry.remarks} className={longTextClass}>
                  {entry.remarks}
                </Text>
              </Table.Td>
              <Table.Td className={longTextClass}>{entry.initiatedByName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
