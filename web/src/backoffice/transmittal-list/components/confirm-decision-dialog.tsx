import { Button, Group, Modal, Text } from '@mantine/core';
import type { Decision } from '../api/decide-transmittals';

interface ConfirmDecisionDialogProps {
  decision: Decision | null;
  count: number;
  /** "₱3,750.50": what the selected transmittals add up to. */
  total: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Approving moves money into wallets and rejecting is final: both are asked once more. */
export function ConfirmDecisionDialog({
  decision,
  count,
  total,
  onConfirm,
  onClose,
}: ConfirmDecisionDialogProps) {
  const verb = decision === 'approve' ? 'Approve' : 'Reject';
  const what = count === 1 ? 'the selected transmittal' : `the ${count} selected transmittals`;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={decision !== null}
      onClose={onClose}
      title={`${verb} Transmittal`}
      centered
      size="sm"
    >
      <Text>{`${verb} ${what} (${total})? This cannot be undone.`}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button color={decision === 'reject' ? 'red.9' : undefined} onClick={onConfirm} data-autofocus>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
