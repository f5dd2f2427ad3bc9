import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PortalCustomer } from '../session/portal-customer';

interface ConfirmRecipientModalProps {
  recipient: PortalCustomer | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Confirm Top-up Recipient': the found account's (masked) name and number, before the top-up screen. */
export function ConfirmRecipientModal({ recipient, onCancel, onConfirm }: ConfirmRecipientModalProps) {
  return (
    <Modal
      opened={recipient !== null}
      onClose={onCancel}
      title="Confirm Top-up Recipient"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {recipient && (
        <Stack gap="md">
          <Text>You are about to top up the e-wallet of:</Text>
          <div>
            <Text fw={700} size="lg" data-testid="recipient-name">
              {recipient.displayName}
            </Text>
            <Text c="dimmed">{recipient.mobileNumber}</Text>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              Confirm
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
