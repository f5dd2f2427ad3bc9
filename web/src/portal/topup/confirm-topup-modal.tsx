import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { FormError } from '../../ui/form-error';

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
  return (
    <Modal
      opened={summary !== null}
      onClose={onCancel}
      title="Confirm Top-up"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      withCloseButton={!isSubmitting}
    >
      {summary && (
        <Stack gap="md">
          <Text>Please check the details of your top-up.</Text>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>eWallet account</Table.Th>
                <Table.Td>
                  {summary.accountName}
                  <br />
                  {summary.mobileNumber}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Amount</Table.Th>
                <Table.Td fw={700}>₱{summary.amountText}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Payment method</Table.Th>
                <Table.Td>{summary.methodName}</Table.Td>
              </Table.Tr>
              {summary.payerMobileNumber && (
                <Table.Tr>
                  <Table.Th>Your mobile number</Table.Th>
                  <Table.Td>{summary.payerMobileNumber}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button onClick={onConfirm} disabled={isSubmitting} data-autofocus>
              {isSubmitting ? 'Processing...' : 'Confirm'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
