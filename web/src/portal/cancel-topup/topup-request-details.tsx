import { Card, Group, Table, Text } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { isTopupStatusCode } from '@core/topup-status';
import { TopupStatusBadge } from '../../ui/topup-status-badge';
import { defineCopy, useCopy } from '../i18n/copy';
import { useFormat } from '../i18n/format';
import { useKitCopy } from '../i18n/kit-copy';

const copy = defineCopy({
  en: {
    request: 'Top-up request',
    account: 'eWallet account',
    amount: 'Amount',
    method: 'Payment method',
    requestedOn: 'Requested on',
  },
  fil: {
    request: 'Top-up request',
    account: 'eWallet account',
    amount: 'Amount',
    method: 'Paraan ng bayad',
    requestedOn: 'Petsa ng request',
  },
});

/** The found request: reference, account, amount, method, date, and its status badge. */
export function TopupRequestDetails({ request }: { request: ListedTopup }) {
  const words = useCopy(copy);
  const kit = useKitCopy();
  const format = useFormat();
  // The server's status text is English; the portal words the known ones itself.
  const statusText =
    format.language === 'en' || !isTopupStatusCode(request.status)
      ? request.statusText
      : kit.statusNames[request.status];
  return (
    <Card withBorder padding="md" component="section" aria-label={words.request}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {kit.referenceNumber}
          </Text>
          <Text fw={800} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {request.referenceNumber}
          </Text>
        </div>
        <TopupStatusBadge status={request.status} statusText={statusText} />
      </Group>
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>{words.account}</Table.Th>
            <Table.Td>
              {request.ewalletAccountName}
              <br />
              {request.contactNumber}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{words.amount}</Table.Th>
            <Table.Td fw={700}>{format.pesos(request.topupRequestAmount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{words.method}</Table.Th>
            <Table.Td>{request.paymentMethod?.name ?? request.paymentMethodCode}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{words.requestedOn}</Table.Th>
            <Table.Td>{format.dateTime(request.dateCreated)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
