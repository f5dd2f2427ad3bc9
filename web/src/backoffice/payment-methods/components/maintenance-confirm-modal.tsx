import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';

interface MaintenanceConfirmModalProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Turning the maintenance notice on closes the portal to every customer at once, so it is asked first: one
 * stray click on the switch must not stop a shop's top-ups. Turning it off needs no question.
 */
export function MaintenanceConfirmModal({ busy, onCancel, onConfirm }: MaintenanceConfirmModalProps) {
  return (
    <Modal
      opened
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Show the maintenance notice?"
    >
      <Stack gap="sm">
        <Text>
          Customers will see &ldquo;{MESSAGES.siteDisabledTitle}&rdquo; instead of the portal, and no one can
          request or cancel a top-up until you turn the notice off. Card payments already made still go
          through.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Show the notice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
