import type { ReactNode } from 'react';
import { List, Skeleton, Stack, Text } from '@mantine/core';
import { useCopy } from '../i18n';
import { resultCopy } from './result-copy';

interface PaymentStepsProps {
  /** The shop's instructions from the back office; null: none set, undefined: still loading. */
  instructions: string | null | undefined;
  /** The portal's own steps, in the portal's language: shown when the shop set none, or they cannot be read. */
  builtIn: ReactNode;
}

/**
 * How to pay: the shop's instructions, one step per line, as the top-up admin wrote them (decision 0030),
 * or the built-in steps. Nothing flickers from one to the other: a short placeholder while they load.
 */
export function PaymentSteps({ instructions, builtIn }: PaymentStepsProps) {
  const copy = useCopy(resultCopy);
  const steps = instructions?.split('\n').filter((line) => line.trim() !== '') ?? [];
  return (
    <Stack gap={6}>
      <Text fw={700}>{copy.fromTheShop}</Text>
      {instructions === undefined ? (
        <Stack gap={6} aria-busy="true" aria-label={copy.loadingSteps}>
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : steps.length > 0 ? (
        <List
          type="ordered"
          spacing="xs"
          data-testid="shop-instructions"
          style={{ overflowWrap: 'anywhere' }}
        >
          {steps.map((step, index) => (
            <List.Item key={index}>{step}</List.Item>
          ))}
        </List>
      ) : (
        builtIn
      )}
    </Stack>
  );
}
