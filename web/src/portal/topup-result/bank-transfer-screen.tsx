import { Alert, List, Skeleton, Table, Text } from '@mantine/core';
import type { BankAccount } from '@core/api/payment-methods';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { PortalReferenceNumber } from '../i18n/portal-reference-number';
import { ResultPage } from '../../ui/result-page';
import { defineCopy, useCopy } from '../i18n';
import { usePaymentInstructions } from './api/get-payment-instructions';
import { PaymentDeadline } from './payment-deadline';
import { PaymentSteps } from './payment-steps';
import { ReceiptLink } from './receipt-link';
import { useResultParams } from './use-result-params';
import { useKitCopy } from '../i18n/kit-copy';

const copy = defineCopy({
  en: {
    title: 'Bank Transfer Instructions',
    received: 'Your top-up request has been received. Complete it with a bank transfer:',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    amount: 'Amount',
    loadingAccount: 'Loading the bank account…',
    noAccount:
      'The bank account for transfers is not available right now. Open your receipt later, or ask our customer service for it.',
    stepTransfer: "Transfer exactly the amount above, from your bank's app, online banking or a branch.",
    putReference: (reference: string) =>
      `Put your reference number${reference ? ` ${reference}` : ''} in the transfer's remarks (or notes, or reference) field: it is how we match your payment to your top-up.`,
    stepKeep: 'Keep the confirmation. Your e-wallet is topped up once the transfer is matched.',
    arrival: 'Transfers usually arrive within one banking day.',
  },
  fil: {
    title: 'Paano Mag-Bank Transfer',
    received: 'Natanggap na ang top-up request mo. Tapusin ito sa pamamagitan ng bank transfer:',
    bank: 'Bangko',
    accountName: 'Pangalan ng account',
    accountNumber: 'Account number',
    amount: 'Halaga',
    loadingAccount: 'Kinukuha ang bank account…',
    noAccount:
      'Hindi makuha ngayon ang bank account para sa transfer. Buksan ang resibo mo mamaya, o itanong ito sa aming customer service.',
    stepTransfer:
      'I-transfer ang eksaktong halaga sa itaas, mula sa app ng bangko mo, online banking, o branch.',
    putReference: (reference: string) =>
      `Ilagay ang reference number mo${reference ? ` ${reference}` : ''} sa remarks (o notes, o reference) ng transfer: dito namin itinutugma ang bayad mo sa top-up mo.`,
    stepKeep: 'Itago ang confirmation. Mate-top up ang e-wallet mo kapag naitugma na ang transfer.',
    arrival: 'Kadalasang dumarating ang transfer sa loob ng isang banking day.',
  },
});

interface AccountTableProps {
  account: BankAccount | null | undefined;
  amountText: string | null;
}

/** Where to transfer: the account set in the back office (decision 0030), and the amount. */
function AccountTable({ account, amountText }: AccountTableProps) {
  const words = useCopy(copy);
  if (account === undefined) {
    return <Skeleton height={120} aria-label={words.loadingAccount} />;
  }
  return (
    <>
      {account === null && (
        <Alert color="orange" variant="light" role="status" data-testid="no-bank-account">
          {words.noAccount}
        </Alert>
      )}
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="bank-account">
        <Table.Tbody>
          {account && (
            <>
              <Table.Tr>
                <Table.Th w={130}>{words.bank}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.bankName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{words.accountName}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.accountName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{words.accountNumber}</Table.Th>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {account.accountNumber}
                </Table.Td>
              </Table.Tr>
            </>
          )}
          {amountText && (
            <Table.Tr>
              <Table.Th w={130}>{words.amount}</Table.Th>
              <Table.Td fw={700}>₱{amountText}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** After a Bank Transfer (104) request: where to transfer, and the reference number to put in the transfer. */
export function BankTransferScreen() {
  const words = useCopy(copy);
  const kit = useKitCopy();
  const { referenceNumber, amountText, expiresAt, receiptPath } = useResultParams();
  const method = usePaymentInstructions(PaymentMethodCode.BankTransfer);
  return (
    <ResultPage title={words.title} tone="neutral" homeLabel={kit.returnToHome}>
      <Text>{words.received}</Text>
      <AccountTable
        account={method.isPending ? undefined : (method.data?.bankAccount ?? null)}
        amountText={amountText}
      />
      {referenceNumber && <PortalReferenceNumber referenceNumber={referenceNumber} />}
      {/* Always said, whatever the shop's instructions: without it the transfer cannot be matched. */}
      <Text fw={600}>{words.putReference(referenceNumber ?? '')}</Text>
      <PaymentDeadline expiresAt={expiresAt} />
      <PaymentSteps
        instructions={method.isPending ? undefined : (method.data?.instructions ?? null)}
        builtIn={
          <List type="ordered" spacing="xs">
            <List.Item>{words.stepTransfer}</List.Item>
            <List.Item>{words.stepKeep}</List.Item>
          </List>
        }
      />
      <ReceiptLink receiptPath={receiptPath} />
      <Text size="sm" c="dimmed">
        {words.arrival}
      </Text>
    </ResultPage>
  );
}
