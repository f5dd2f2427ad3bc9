import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';

/** Shown when a list's search counts zero rows (spec sections 2 and 8). */
export function NoMatchesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered size="sm" title="Search">
      <Text role="alert">{MESSAGES.noExactMatches}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
