import { Loader, Table, Text, Title } from '@mantine/core';
import { TOPUP_STATUS_NAMES, isTopupStatusCode } from '@core/topup-status';
import { useStatusHistory } from '../api/get-topup-details';
import { formatManilaDateTime } from '../format-date';

function statusName(status: number | null): string {
  if (status === null) return 'Created';
  return isTopupStatusCode(status) ? TOPUP_STATUS_NAMES[status] : String(status);
}

/** Every status change of a request, oldest first, with who made it and the remark. */
export function StatusHistoryList({ requestId }: { requestId: number }) {
  const history = useStatusHistory(requestId);
  return (
    <section aria-labelledby="status-history-title">
      <Title order={3} size="h5" id="status-history-title" mb="xs">
        Status History
      </Title>
      {history.isPending && <Loader size="sm" aria-label="Loading status history" />}
      {history.isError && (
        <Text size="sm" c="red.8">
          The status history could not be loaded.
        </Text>
      )}
      {history.data && (
        <Table fz="xs" verticalSpacing={4} data-testid="status-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Remarks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatManilaDateTime(entry.createdAt)}</Table.Td>
                <Table.Td>
                  {entry.fromStatus === null
                    ? statusName(entry.toStatus)
                    : `${statusName(entry.fromStatus)} → ${statusName(entry.toStatus)}`}
                </Table.Td>
                <Table.Td>{entry.actorName}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{entry.remarks ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
