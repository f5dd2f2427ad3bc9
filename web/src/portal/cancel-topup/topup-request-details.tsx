import { Card, Group, Table, Text } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { formatPesos } from '@core/money';
import { TopupStatusBadge } from '../../ui/topup-status-badge';

const dateFormat = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Manila',
});

/** The found request: reference, account, amount, method, date, and its status badge. */
export function TopupRequestDetails({ request }: { request: ListedTopup }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Top-up request">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Reference Number
          </Text>
          <Text fw={800} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {request.referenceNumber}
          </Text>
        </div>
        <TopupStatusBadge status={request.status} statusText={request.statusText} />
      </Group>
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>eWallet account</Table.Th>
            <Table.Td>
              {request.ewalletAccountName}
              <br />
              {request.contactNumber}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Amount</Table.Th>
            <Table.Td fw={700}>{formatPesos(request.topupRequestAmount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Payment method</Table.Th>
            <Table.Td>{request.paymentMethod?.name ?? request.paymentMethodCode}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Requested on</Table.Th>
            <Table.Td>{dateFormat.format(new Date(request.dateCreated))}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
