import { Center, Loader, Stack, Text } from '@mantine/core';
import { usePageTitle } from '../../ui/use-page-title';

/** Shown while the server asks the card provider about the payment. */
export function ConfirmingPayment() {
  usePageTitle('Confirming your payment');
  return (
    <Center mih="40dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Confirming your payment...</Text>
      </Stack>
    </Center>
  );
}
