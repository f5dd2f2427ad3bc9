import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  title: string;
  /** What saying yes will do, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** While the confirmed change is on its way: Confirm spins, Cancel waits. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before a change that is easy to make by mistake and hard on customers: Cancel, or a red yes. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal opened onClose={onCancel} closeButtonProps={{ 'aria-label': 'Close' }} title={title}>
      <Stack gap="sm">
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
