import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the server asks the card provider about the payment. */
export function ConfirmingPayment() {
  return (
    <Center mih="40dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Confirming your payment...</Text>
      </Stack>
    </Center>
  );
}
