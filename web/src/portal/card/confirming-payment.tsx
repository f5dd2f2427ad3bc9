import { Center, Loader, Stack, Text } from '@mantine/core';
import { usePageTitle } from '../../ui/use-page-title';
import { useCopy } from '../i18n/copy';
import { CARD_COPY } from './card-copy';

/** Shown while the server asks the card provider about the payment. */
export function ConfirmingPayment() {
  const words = useCopy(CARD_COPY);
  usePageTitle(words.confirmingTitle);
  return (
    <Center mih="40dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{words.confirming}</Text>
      </Stack>
    </Center>
  );
}
