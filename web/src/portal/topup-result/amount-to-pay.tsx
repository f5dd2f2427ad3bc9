import { Group, Text } from '@mantine/core';
import { useCopy } from '../i18n';
import { resultCopy } from './result-copy';

/** The amount, on its own line: the shop's instructions may not repeat it. */
export function AmountToPay({ amountText }: { amountText: string | null }) {
  const copy = useCopy(resultCopy);
  if (!amountText) return null;
  return (
    <Group gap="xs" align="baseline">
      <Text c="dimmed">{copy.amountToPay}</Text>
      <Text fw={800} size="lg" data-testid="amount-to-pay">
        ₱{amountText}
      </Text>
    </Group>
  );
}
