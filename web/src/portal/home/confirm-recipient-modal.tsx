import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PortalCustomer } from '../session/portal-customer';
import { defineCopy, useCopy } from '../i18n/copy';

const copy = defineCopy({
  en: {
    title: 'Confirm Top-up Recipient',
    aboutTo: 'You are about to top up the e-wallet of:',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  fil: {
    title: 'Kumpirmahin ang Top-up Recipient',
    aboutTo: 'Ito-top up mo ang e-wallet ni:',
    close: 'Isara',
    cancel: 'Cancel',
    confirm: 'Kumpirmahin',
  },
});

interface ConfirmRecipientModalProps {
  recipient: PortalCustomer | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Confirm Top-up Recipient': the found account's (masked) name and number, before the top-up screen. */
export function ConfirmRecipientModal({ recipient, onCancel, onConfirm }: ConfirmRecipientModalProps) {
  const words = useCopy(copy);
  return (
    <Modal
      opened={recipient !== null}
      onClose={onCancel}
      title={words.title}
      centered
      closeButtonProps={{ 'aria-label': words.close }}
    >
      {recipient && (
        <Stack gap="md">
          <Text>{words.aboutTo}</Text>
          <div>
            <Text fw={700} size="lg" data-testid="recipient-name">
              {recipient.displayName}
            </Text>
            <Text c="dimmed">{recipient.mobileNumber}</Text>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {words.cancel}
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
