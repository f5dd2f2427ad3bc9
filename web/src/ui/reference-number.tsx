import { Group, Paper, Text } from '@mantine/core';
import { CopyReferenceButton } from './copy-reference-button';

/** A reference number shown large enough to read out or copy, with its Copy button. */
export function ReferenceNumber({ referenceNumber }: { referenceNumber: string }) {
  return (
    <Paper bg="gray.1" p="sm" radius="md">
      <Text size="sm" c="dimmed">
        Reference Number
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text
          fw={800}
          size="xl"
          ff="monospace"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="reference-number"
        >
          {referenceNumber}
        </Text>
        <CopyReferenceButton referenceNumber={referenceNumber} />
      </Group>
    </Paper>
  );
}
