import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@core/api/audit';
import { AUDIT_KIND_LABELS } from '@core/api/audit-filters';
import { auditActionLabel, describeAuditChanges } from '@core/audit-labels';
import { formatDateTime } from '../../../ui/format-date';
import { describeRecord } from './describe-changes';

/**
 * Who did what, when, and what changed (before → after), newest first, in staff's words: the labels of
 * core/audit-labels.ts, ₱ amounts, Manila dates, and the names the server found for the ids.
 */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={6} aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Changes (before → after)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="md">
                  Nothing recorded yet
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</Table.Td>
              <Table.Td>{item.actorName}</Table.Td>
              <Table.Td>{auditActionLabel(item.action)}</Table.Td>
              <Table.Td>{AUDIT_KIND_LABELS[item.entity] ?? item.entity}</Table.Td>
              <Table.Td>{describeRecord(item.entity, item.entityId, item.before, item.after)}</Table.Td>
              <Table.Td>
                <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {describeAuditChanges(item).join('\n')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
