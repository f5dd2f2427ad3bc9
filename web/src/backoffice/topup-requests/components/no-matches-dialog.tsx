import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';

/** Shown when a search counts zero requests (spec section 2). */
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
