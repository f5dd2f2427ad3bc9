import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BackOfficeUserRow } from '@core/api/users';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { useTagUser } from '../api/tag-user';

interface RemoveUserModalProps {
  user: BackOfficeUserRow;
  onClose: () => void;
  onRemoved: () => void;
}

/** 'Do you want to remove this user?': every role flag false; the user's back-office sessions end. */
export function RemoveUserModal({ user, onClose, onRemoved }: RemoveUserModalProps) {
  const tagUser = useTagUser();
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title="Remove User">
      <Stack pos="relative" gap="sm">
        <BusyOverlay busy={tagUser.isPending} message={MESSAGES.processingUserEntry} />
        <Text>{MESSAGES.removeUserQuestion}</Text>
        <Text size="sm" c="dimmed">
          {user.fullName} ({user.mobileNo})
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={tagUser.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={tagUser.isPending}
            onClick={() => tagUser.mutate({ customerId: user.id, role: null }, { onSuccess: onRemoved })}
          >
            Confirm
          </Button>
        </Group>
        <FormError message={tagUser.isError ? errorMessage(tagUser.error) : null} />
      </Stack>
    </Modal>
  );
}
