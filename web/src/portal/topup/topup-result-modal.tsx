import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyReferenceButton } from '../../ui/copy-reference-button';

interface TopupResultModalProps {
  result: { message: string; referenceNumber: string } | null;
  onOk: () => void;
}

/** The result message with the reference number; OK goes on (to the card checkout or the method's page). */
export function TopupResultModal({ result, onOk }: TopupResultModalProps) {
  return (
    <Modal
      opened={result !== null}
      onClose={onOk}
      title="Top-up Request Submitted"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      {result && (
        <Stack gap="md">
          <Text data-testid="topup-result-message">{result.message}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Reference Number
            </Text>
            <Text fw={700} ff="monospace">
              {result.referenceNumber}
            </Text>
            <CopyReferenceButton referenceNumber={result.referenceNumber} />
          </Group>
          <Group justify="flex-end">
            <Button onClick={onOk} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
