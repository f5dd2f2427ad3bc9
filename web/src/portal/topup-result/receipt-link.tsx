import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCopy } from '../i18n';
import { resultCopy } from './result-copy';

/** The request's receipt page (a secret link, checked in useResultParams); nothing without one. */
export function ReceiptLink({ receiptPath }: { receiptPath: string | null }) {
  const copy = useCopy(resultCopy);
  if (!receiptPath) return null;
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={receiptPath} fw={700} data-testid="receipt-link">
        {copy.receiptLink}
      </Anchor>
      <Text size="sm" c="dimmed">
        {copy.receiptNote}
      </Text>
    </Stack>
  );
}
