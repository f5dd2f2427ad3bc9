import { List, Table, Text } from '@mantine/core';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { BANK_TRANSFER_ACCOUNT } from './bank-account';
import { useResultParams } from './use-result-params';

/** After a Bank Transfer (104) request: where to transfer, and the reference number to put in the transfer. */
export function BankTransferScreen() {
  const { referenceNumber, amountText } = useResultParams();
  return (
    <ResultPage title="Bank Transfer Instructions" tone="neutral">
      <Text>Your top-up request has been received. Complete it with a bank transfer:</Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>Bank</Table.Th>
            <Table.Td>{BANK_TRANSFER_ACCOUNT.bank}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Account name</Table.Th>
            <Table.Td>{BANK_TRANSFER_ACCOUNT.accountName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Account number</Table.Th>
            <Table.Td ff="monospace">{BANK_TRANSFER_ACCOUNT.accountNumber}</Table.Td>
          </Table.Tr>
          {amountText && (
            <Table.Tr>
              <Table.Th>Amount</Table.Th>
              <Table.Td fw={700}>₱{amountText}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
      <List type="ordered" spacing="xs">
        <List.Item>
          Transfer exactly the amount above, from your bank's app, online banking or a branch.
        </List.Item>
        <List.Item>
          Put your reference number{referenceNumber ? ` ${referenceNumber}` : ''} in the transfer's remarks
          (or notes, or reference) field: it is how we match your payment to your top-up.
        </List.Item>
        <List.Item>Keep the confirmation. Your e-wallet is topped up once the transfer is matched.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Transfers usually arrive within one banking day. A request that is not paid in time expires, and you
        can simply make a new one.
      </Text>
    </ResultPage>
  );
}
