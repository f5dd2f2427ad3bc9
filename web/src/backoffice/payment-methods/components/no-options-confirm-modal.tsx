import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface NoOptionsConfirmModalProps {
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A method with neither Load Self nor Load on Behalf is offered on no path of the portal, so saving it so
 * hides it from every customer: asked first, because an unchecked box is easy to miss.
 */
export function NoOptionsConfirmModal({ name, onCancel, onConfirm }: NoOptionsConfirmModalProps) {
  return (
    <Modal
      opened
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Hide this method from the portal?"
    >
      <Stack gap="sm">
        <Text>
          With neither Load Self nor Load on Behalf checked, customers will not see {name} in the portal at
          all, whatever its status.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Save and hide
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
