import { Group, Paper, Text } from '@mantine/core';
import { CopyReferenceButton, type CopyReferenceLabels } from './copy-reference-button';

/** A reference number shown large enough to read out or copy, with its Copy button. */
export function ReferenceNumber({
  referenceNumber,
  label = 'Reference Number',
  copyLabels,
}: {
  referenceNumber: string;
  /** The caption; a screen in another language passes its own words (and the button's). */
  label?: string;
  copyLabels?: CopyReferenceLabels;
}) {
  return (
    <Paper bg="gray.1" p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
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
        <CopyReferenceButton referenceNumber={referenceNumber} labels={copyLabels} />
      </Group>
    </Paper>
  );
}
