import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { FormError } from '../../ui/form-error';
import { defineCopy, useCopy } from '../i18n/copy';

const copy = defineCopy({
  en: {
    title: 'Confirm Top-up',
    check: 'Please check the details of your top-up.',
    account: 'eWallet account',
    amount: 'Amount',
    method: 'Payment method',
    payerMobileNumber: 'Your mobile number',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    processing: 'Processing...',
  },
  fil: {
    title: 'Kumpirmahin ang Top-up',
    check: 'Pakisuri ang detalye ng top-up mo.',
    account: 'eWallet account',
    amount: 'Amount',
    method: 'Paraan ng bayad',
    payerMobileNumber: 'Ang mobile number mo',
    close: 'Isara',
    cancel: 'Cancel',
    confirm: 'Kumpirmahin',
    processing: 'Pinoproseso...',
  },
});

export interface TopupSummary {
  accountName: string;
  mobileNumber: string;
  amountText: string;
  methodName: string;
  /** Option 2: the payer's own number, the request's contact; null on option 1 (the account's own). */
  payerMobileNumber: string | null;
}

interface ConfirmTopupModalProps {
  summary: TopupSummary | null;
  isSubmitting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm step before a top-up request is created. */
export function ConfirmTopupModal({
  summary,
  isSubmitting,
  error,
  onCancel,
  onConfirm,
}: ConfirmTopupModalProps) {
  const words = useCopy(copy);
  return (
    <Modal
      opened={summary !== null}
      onClose={onCancel}
      title={words.title}
      centered
      closeButtonProps={{ 'aria-label': words.close }}
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      withCloseButton={!isSubmitting}
    >
      {summary && (
        <Stack gap="md">
          <Text>{words.check}</Text>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{words.account}</Table.Th>
                <Table.Td>
                  {summary.accountName}
                  <br />
                  {summary.mobileNumber}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{words.amount}</Table.Th>
                <Table.Td fw={700}>₱{summary.amountText}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{words.method}</Table.Th>
                <Table.Td>{summary.methodName}</Table.Td>
              </Table.Tr>
              {summary.payerMobileNumber && (
                <Table.Tr>
                  <Table.Th>{words.payerMobileNumber}</Table.Th>
                  <Table.Td>{summary.payerMobileNumber}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {words.cancel}
            </Button>
            <Button onClick={onConfirm} disabled={isSubmitting} data-autofocus>
              {isSubmitting ? words.processing : words.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
