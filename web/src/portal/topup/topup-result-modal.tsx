import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyReferenceButton } from '../../ui/copy-reference-button';
import { defineCopy, useCopy } from '../i18n/copy';
import { useKitCopy } from '../i18n/kit-copy';

const copy = defineCopy({
  en: { title: 'Top-up Request Submitted' },
  fil: { title: 'Naipasa na ang Top-up Request' },
});

interface TopupResultModalProps {
  result: { message: string; referenceNumber: string } | null;
  onOk: () => void;
}

/** The result message with the reference number; OK goes on (to the card checkout or the method's page). */
export function TopupResultModal({ result, onOk }: TopupResultModalProps) {
  const words = useCopy(copy);
  const kit = useKitCopy();
  return (
    <Modal
      opened={result !== null}
      onClose={onOk}
      title={words.title}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      {result && (
        <Stack gap="md">
          <Text data-testid="topup-result-message">{result.message}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {kit.referenceNumber}
            </Text>
            <Text fw={700} ff="monospace">
              {result.referenceNumber}
            </Text>
            <CopyReferenceButton referenceNumber={result.referenceNumber} labels={kit.copyReference} />
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
