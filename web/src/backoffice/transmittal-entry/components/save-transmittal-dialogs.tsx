import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import { TRANSMITTAL_MESSAGES } from '@core/api/transmittals';

/** 'No entries found please create new transmittal!' with OK. */
export function NoEntriesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Transmittal Entry"
      centered
      size="sm"
    >
      <Text>{MESSAGES.noTransmittalEntries}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}

/** Asked before typed amounts are thrown away: leaving the screen, or choosing another department. */
export function DiscardAmountsDialog({
  opened,
  onKeep,
  onDiscard,
  returnFocus = true,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Off when asked from the searchable department select, which would open its list again on focus. */
  returnFocus?: boolean;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onKeep}
      title="Unsaved amounts"
      returnFocus={returnFocus}
      centered
      size="sm"
    >
      <Text>{TRANSMITTAL_MESSAGES.discardTypedAmounts}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}

interface ConfirmSaveDialogProps {
  opened: boolean;
  onConfirm: () => void;
  /** Closing the dialog any way but confirming cancels the save. */
  onCancel: () => void;
}

export function ConfirmSaveDialog({ opened, onConfirm, onCancel }: ConfirmSaveDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onCancel}
      title="Save Transmittal"
      centered
      size="sm"
    >
      <Text>{MESSAGES.transmittalSaveQuestion}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          No
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
