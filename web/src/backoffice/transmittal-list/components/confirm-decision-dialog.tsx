import { Button, Group, Modal, Text } from '@mantine/core';
import type { Decision } from '../api/decide-transmittals';

interface ConfirmDecisionDialogProps {
  decision: Decision | null;
  count: number;
  /** "₱3,750.50": what the selected transmittals add up to. */
  total: string;
  /** How many employees' e-wallets the selected transmittals pay. */
  employees: number;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Approving moves money into wallets: asked once more, naming what it credits and to how many employees
 * (issue 28).
 */
export function ConfirmDecisionDialog({
  decision,
  count,
  total,
  employees,
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
      <Text>{`${verb} ${what}? ${total} is credited to ${employees === 1 ? '1 employee' : `${employees} employees`}' e-wallets at once. This cannot be undone.`}</Text>
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
